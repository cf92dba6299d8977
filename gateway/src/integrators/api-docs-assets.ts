/** The stylesheet of /docs/api (served as a file: the page's policy allows no inline style). */
export const API_DOCS_STYLE = `
:root { color-scheme: light; --ink: #1a202c; --muted: #4a5568; --line: #e2e8f0; --accent: #2b6cb0; --code: #f7fafc; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 2rem 1.5rem 4rem; font: 16px/1.6 system-ui, sans-serif; color: var(--ink); }
header { border-bottom: 1px solid var(--line); padding-bottom: 1rem; }
.eyebrow { margin: 0; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; font-size: .8rem; }
.page-title { margin: .25rem 0 .5rem; font-size: 2rem; }
nav ol { display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; padding: 0; list-style: none; counter-reset: section; }
nav li { counter-increment: section; }
nav li::before { content: counter(section) '. '; color: var(--muted); }
a { color: var(--accent); }
.doc-section { border-bottom: 1px solid var(--line); padding: 1rem 0; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 1.75rem; } h3 { font-size: 1.05rem; }
p code, li code, td code { overflow-wrap: anywhere; }
code { font: .9em/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--code); padding: .1em .3em; border-radius: 4px; }
pre { position: relative; background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: 2.25rem 1rem 1rem; overflow-x: auto; }
pre code { padding: 0; background: none; }
.copy { position: absolute; top: .5rem; right: .5rem; font: inherit; font-size: .8rem; padding: .2rem .6rem; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
.copy:focus-visible { outline: 2px solid var(--accent); }
table { display: block; overflow-x: auto; border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--line); padding: .4rem .6rem; text-align: left; vertical-align: top; }
th { background: var(--code); }
`;

/**
 * The script of /docs/api: this portal's address in the header and in place of `<your portal address>` in the
 * examples, and a 'Copy' button on every code block.
 */
export const API_DOCS_SCRIPT = `
for (const origin of document.querySelectorAll('.portal-origin')) origin.textContent = location.origin;
// The examples name this portal, so that they run as copied.
for (const code of document.querySelectorAll('pre code')) {
  code.textContent = code.textContent.replaceAll('<your portal address>', location.origin);
}
for (const pre of document.querySelectorAll('pre')) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  button.textContent = 'Copy';
  button.addEventListener('click', async () => {
    const text = pre.querySelector('code')?.textContent ?? pre.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = 'Copy'), 2000);
  });
  pre.append(button);
}
`;
