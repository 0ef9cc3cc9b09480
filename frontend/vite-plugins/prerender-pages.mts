import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { AFTER_PAINT_LOADER, withPrerender } from '../src/shared/prerendered-document';
import { prerenderedRoutes } from './route-documents.mts';

const entry = fileURLToPath(new URL('../src/app/prerender.tsx', import.meta.url));

type PrerenderModule = typeof import('../src/app/prerender');

/** Main-bundle pages with documents of their own (nginx maps `/` to `home.html`, `/test` to `test.html`). */
const OWN_DOCUMENTS = [
  { route: '/', file: 'home.html' },
  { route: '/test', file: 'test.html' },
];

/** Public pages prerendered into `#root` in Node (`src/app/prerender.tsx`): they paint before any script runs. */
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
          ...prerenderedRoutes().map(({ route }) => ({ route, file: `${route.slice(1)}.html`, from: undefined })),
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
