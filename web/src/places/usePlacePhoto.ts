import { useEffect, useState } from 'react';
import { useSessionStore } from '../state/useSession';

/**
 * A place photo the API serves to its owner only (`/api/local-guides/{id}/photo`): fetched with the bearer token,
 * which an <img> cannot send, and shown from a blob: URL. The API's Cache-Control lets the browser keep it. Null
 * while loading, without a URL, or when it failed (the tile then has no picture, as before).
 */
export function usePlacePhoto(url: string | null | undefined): string | null {
  const store = useSessionStore();
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    setObjectUrl(null);
    if (!url) return;
    const token = store.token();
    const controller = new AbortController();
    let created: string | null = null;
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const blob = await response.blob();
        if (controller.signal.aborted || !blob.type.startsWith('image/')) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined); // no picture; the entry's text says what it is
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, store]);
  return objectUrl;
}
