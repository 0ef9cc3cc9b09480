import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The routes of `routes.tsx` drawn without antd (`plainPage`) with a fixed path, and the page module each loads. */
export function plainRoutes(routesFile: string): { route: string; module: string }[] {
  const source = readFileSync(routesFile, 'utf8');
  const pattern = /path: '(\/[^':]*)',\s*lazy: plainPage\(async \(\) => \(await import\('([^']+)'\)\)/g;
  return [...source.matchAll(pattern)].map(([, route, specifier]) => ({
    route,
    module: path.resolve(path.dirname(routesFile), `${specifier}.tsx`),
  }));
}

/**
 * A document per plain page (`about.html`, …): `index.html` plus modulepreload and stylesheet links for the route's
 * chunks, so a direct load fetches them with the main bundle. Not for antd pages: their many chunks would compete with
 * the main bundle on a slow line. The build fails if a route's page has no chunk.
 */
export function routeDocuments(): Plugin {
  const routesFile = fileURLToPath(new URL('../src/app/routes.tsx', import.meta.url));
  return {
    name: 'route-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const routes = plainRoutes(routesFile);
      if (routes.length === 0) throw new Error('route-documents: no plainPage route in routes.tsx (changed shape?)');
      for (const { route, module } of routes) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!page) throw new Error(`route-documents: no chunk for ${module} (routes.tsx changed shape?)`);
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
