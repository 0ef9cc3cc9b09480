import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { AFTER_PAINT_LOADER, withPrerender } from '../src/shared/prerendered-document';
import { plainRoutes } from './route-documents.mts';

const entry = fileURLToPath(new URL('../src/app/prerender.tsx', import.meta.url));
const routesFile = fileURLToPath(new URL('../src/app/routes.tsx', import.meta.url));

type PrerenderModule = typeof import('../src/app/prerender');

/**
 * The pages in the main bundle, drawn into documents of their own: `index.html` answers every path
 * without a document (the member pages, a reset link, a 404), so it stays empty. nginx answers `/`
 * with `home.html` (`index home.html index.html`) and `/test` with `test.html` (`$uri.html`).
 */
const OWN_DOCUMENTS = [
  { route: '/', file: 'home.html' },
  { route: '/test', file: 'test.html' },
];

/**
 * The public pages drawn at build time: each page with a document of its own
 * (`route-documents.mts`: the `plainPage` routes; `/` and `/test`) is rendered by React in Node,
 * through Vite with this config, as a visitor first sees it (`src/app/prerender.tsx`), into `#root`
 * of that document. The
 * browser paints it before any script has run; its scripts are asked for after that paint (the
 * `assets/after-paint-<hash>.js` loader) and React takes the page over (`hydrateRoot` in `main.tsx`).
 * Runs after every document is written; the build fails if a page cannot be drawn.
 */
export function prerenderPages(): Plugin {
  let outDir = '';
  let base = '/';
  let configFile: string | undefined;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      base = config.base;
    },
    async closeBundle() {
      const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'prerender-pages-'));
      const server = await createServer({
        configFile,
        cacheDir,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderPage } = (await server.ssrLoadModule(entry)) as PrerenderModule;
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const documents = [
          ...plainRoutes(routesFile).map(({ route }) => ({ route, file: `${route.slice(1)}.html`, from: undefined })),
          // Pages of the main bundle, from `index.html`, which stays empty for every other path.
          ...OWN_DOCUMENTS.map(({ route, file }) => ({ route, file, from: index })),
        ];
        const loader = `assets/after-paint-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('hex').slice(0, 8)}.js`;
        writeFileSync(path.join(outDir, loader), AFTER_PAINT_LOADER);
        for (const { route, file, from } of documents) {
          const target = path.join(outDir, file);
          const document = from ?? readFileSync(target, 'utf8');
          writeFileSync(
            target,
            withPrerender(document, route, await prerenderPage(route), { loader: `${base}${loader}` }),
          );
        }
      } finally {
        await server.close();
        rmSync(cacheDir, { recursive: true, force: true });
      }
    },
  };
}
