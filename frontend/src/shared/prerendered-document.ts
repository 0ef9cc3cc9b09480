/* No imports: the build loads this file too (docs/decisions/front-end/prerendered-pages.md). */

/** On `#root`: the path whose page was prerendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On `#root`: the build's local day (`YYYY-MM-DD`). */
export const DRAWN_ON_ATTRIBUTE = 'data-drawn-on';

export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** Loads the entry and its chunks after first paint (at once if hidden, by 3 s at most): CSS gets a slow line first. */
// One modulepreload a task: together their fetches and compiles would be one long task on a phone.
export const AFTER_PAINT_LOADER = [
  "const [entry, ...chunks] = document.querySelector('script[data-modules]').dataset.modules.split(' ');",
  'const next = () => {',
  '  const href = chunks.shift();',
  '  if (href === undefined) return void import(entry);',
  "  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));",
  '  setTimeout(next);',
  '};',
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  '  next();',
  '};',
  "if (document.visibilityState === 'hidden') start();",
  "document.addEventListener('visibilitychange', start, { once: true });",
  'setTimeout(start, 3000);',
  'try {',
  '  new PerformanceObserver((list) => {',
  "    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);",
  "  }).observe({ type: 'paint', buffered: true });",
  '} catch {',
  '  requestAnimationFrame(() => setTimeout(start));',
  '}',
  '',
].join('\n');

const MODULE_TAGS =
  /\n?[ \t]*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/** The document's module script and preloads replaced by `loader` (`AFTER_PAINT_LOADER`'s file). */
function scriptsAfterPaint(document: string, loader: string): string {
  const modules = [...document.matchAll(MODULE_TAGS)].map(([, src]) => src);
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(document)?.[1];
  if (!entry) throw new Error('no module script in the document');
  const ordered = [entry, ...modules.filter((src) => src !== entry)];
  const tag = `<script type="module" crossorigin src="${loader}" data-modules="${ordered.join(' ')}"></script>`;
  let placed = false;
  return document.replace(MODULE_TAGS, (match) => {
    if (placed) return '';
    placed = true;
    return match.slice(0, match.indexOf('<')) + tag;
  });
}

/** A document with a page's prerendered HTML in `#root`, scripts after paint; a script throws (the CSP refuses it). */
export function withPrerender(
  document: string,
  path: string,
  html: string,
  { loader, drawnOn = new Date() }: { loader: string; drawnOn?: Date },
): string {
  if (!document.includes(EMPTY_ROOT)) throw new Error(`no empty ${EMPTY_ROOT} in the document for ${path}`);
  const title = new RegExp(`^${TITLE.source}`).exec(html)?.[0];
  const markup = title ? html.slice(title.length) : html;
  if (/<script/i.test(markup)) throw new Error(`${path} was drawn with a <script>, which the page's policy refuses`);
  // React 19's title goes first; the document's own stays for when React removes the page's on leaving it.
  const head = scriptsAfterPaint(title ? document.replace(TITLE, (own) => `${title}${own}`) : document, loader);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}" ${DRAWN_ON_ATTRIBUTE}="${localDay(drawnOn)}">`;
  return head.replace(EMPTY_ROOT, () => `${root}${markup}</div>`);
}
