import { useEffect, useRef, useState } from 'react';

/**
 * Copies `text` to the clipboard and says so for two seconds (`copied`); without clipboard access (insecure
 * context, refused permission) it selects the element behind `ref`, so the user can copy it by hand.
 */
export function useCopyText<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      if (ref.current) window.getSelection()?.selectAllChildren(ref.current);
    }
  }

  return { ref, copied, copy };
}
