/*
 * How a page drawn at build time sits in its document (docs/decisions/front-end/prerendered-pages.md):
 * the build writes it with `withPrerender` (vite-plugins/prerender-pages.mts), the browser reads the
 * marks back (`app/prerendered.ts`, `shared/hydration.ts`). No imports: the build loads it too.
 */

/** On `#root`: the path whose page the build drew into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On `#root`: the day the build drew it (`YYYY-MM-DD`, the build's local day). */
export const DRAWN_ON_ATTRIBUTE = 'data-drawn-on';

/** `YYYY-MM-DD` of a date's local day. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The script a prerendered document loads instead of its own (`data-modules`: the entry, then the
 * chunks to preload): it asks for them once the page's first contentful paint is on screen. The page needs no script to be painted; its scripts only take it over, so on a
 * slow line the document and stylesheets have the line to themselves, and Lighthouse, which counts
 * every request made before the largest paint as holding that paint up, does not count them.
 */
export const AFTER_PAINT_LOADER = [
  "const [entry, ...chunks] = document.querySelector('script[data-modules]').dataset.modules.split(' ');",
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  '  for (const href of chunks)',
  "    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));",
  '  import(entry);',
  '};',
  '// Once the first contentful paint is on screen; at once in a hidden tab (it paints nothing); in 3 s',
  '// whatever happens.',
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

/**
 * A document with a page's prerendered HTML (React's output for the app's root) inside its empty
 * `#root`, marked with the path and the day it was drawn, its scripts loaded after the first paint
 * (by `loader`, the file of `AFTER_PAINT_LOADER`). React 19
 * writes a `<title>` rendered by the page ahead of the markup; it goes in place of the document's
 * own, in `<head>`, where the browser shows it and React takes it over. Throws on a document without an empty root, and on markup
 * with a script (React's streaming scripts; the Content-Security-Policy would refuse them).
 */
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
  const head = scriptsAfterPaint(title ? document.replace(TITLE, () => title) : document, loader);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}" ${DRAWN_ON_ATTRIBUTE}="${localDay(drawnOn)}">`;
  return head.replace(EMPTY_ROOT, () => `${root}${markup}</div>`);
}
