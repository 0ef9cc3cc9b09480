import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PRERENDERED_PAGES } from '../src/app/prerendered-pages';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));

/** The prerendered pages and the page module each loads, as a file. */
export const prerenderedRoutes = (): { route: string; module: string }[] =>
  PRERENDERED_PAGES.map(({ path: route, module }) => ({ route, module: path.join(srcDir, `${module}.tsx`) }));

/** A document per prerendered page: `index.html` plus links to preload its route's chunks with the main bundle. */
export function routeDocuments(): Plugin {
  return {
    name: 'route-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const { route, module } of prerenderedRoutes()) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!page) throw new Error(`route-documents: no chunk for ${module} (not a lazy page in routes.tsx?)`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (scripts.has(fileName)) return;
          scripts.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName)!;
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);
        const links = [
          ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ].filter((link) => !index.includes(link.slice(link.indexOf('/assets/'), -2)));
        writeFileSync(
          path.join(outDir, `${route.slice(1)}.html`),
          index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
      }
    },
  };
}
