import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { theme } from 'antd';
import { defineConfig, runnerImport, type Plugin } from 'vite';

// The app and the API share one origin (the dev server proxies /api), so cookies need no CORS.
const port = Number(process.env.WEB_PORT ?? 5173);
const proxy = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000' },
};

/**
 * `import 'virtual:theme-tokens.css'`: the light and dark antd design tokens as CSS custom
 * properties, computed here by antd's `theme.getDesignToken` from the same config `AntdRoot`
 * gives antd (`src/shared/theme/theme-config.ts`). Generated on every build and dev start, so it
 * cannot drift from antd or from the config.
 */
function themeTokens(): Plugin {
  const id = 'virtual:theme-tokens.css';
  const resolved = `\0${id}`;
  const configFile = fileURLToPath(new URL('./src/shared/theme/theme-config.ts', import.meta.url));
  const generatorFile = fileURLToPath(new URL('./src/shared/theme/theme-css.ts', import.meta.url));
  const algorithms = { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm };
  async function generate(): Promise<string> {
    // Loaded through Vite's module runner (TypeScript), fresh each time, so an edit shows in dev.
    const [{ module: config }, { module: generator }] = await Promise.all([
      runnerImport<typeof import('./src/shared/theme/theme-config')>(configFile),
      runnerImport<typeof import('./src/shared/theme/theme-css')>(generatorFile),
    ]);
    const build = (isDark: boolean) => {
      const themeConfig = config.themeConfigFor(isDark, algorithms);
      return {
        tokens: theme.getDesignToken(themeConfig) as unknown as import('./src/shared/theme/theme-css').DesignTokens,
        button: themeConfig.components.Button,
      };
    };
    return generator.themeCss(build(false), build(true));
  }
  return {
    name: 'theme-tokens',
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(loaded) {
      if (loaded !== resolved) return undefined;
      this.addWatchFile(configFile);
      this.addWatchFile(generatorFile);
      return generate();
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the React chunk:
 * its functions are compiled while the page loads instead of on first use, which was the first
 * keystroke's long task (React's update path compiling; ~50 ms with the CPU throttled 4×).
 */
function eagerCompile(chunkName: string): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.name === chunkName)
          output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
    },
  };
}

/**
 * `public/robots.txt` and `public/sitemap.xml` are written with a placeholder origin (absolute URLs
 * are required in both); production's nginx writes the reader's origin in its place
 * (infra/nginx/default.conf), and so does this plugin on the dev and preview servers.
 */
function siteFiles(): Plugin {
  const placeholder = 'https://site-origin.invalid';
  const types: Record<string, string> = { '/robots.txt': 'text/plain', '/sitemap.xml': 'text/xml' };
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const type = types[req.url ?? ''];
    if (!type) return next();
    const file = fileURLToPath(new URL(`./public${req.url}`, import.meta.url));
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.end(readFileSync(file, 'utf8').replaceAll(placeholder, origin));
  };
  return {
    name: 'site-files',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/** The routes of `router.tsx` drawn without antd (`plainPage`) with a fixed path, and the page module each loads. */
function plainRoutes(routerFile: string): { route: string; module: string }[] {
  const source = readFileSync(routerFile, 'utf8');
  const pattern = /path: '(\/[^':]*)',\s*lazy: plainPage\(async \(\) => \(await import\('([^']+)'\)\)/g;
  return [...source.matchAll(pattern)].map(([, route, specifier]) => ({
    route,
    module: path.resolve(path.dirname(routerFile), `${specifier}.tsx`),
  }));
}

/**
 * A document per page drawn without antd (`about.html`, `lessons.html`, …): `index.html` plus
 * `modulepreload` and stylesheet links for the route's own chunks (its page and what it imports), so a
 * direct load fetches them with the main bundle instead of after it has run (issue 22: LCP −0.2 to
 * −0.5 s). Not for the antd pages: their ≈ 25 antd chunks then compete with the main bundle on a slow
 * line and the first paint came 0.8 s later. nginx serves `/about` from `about.html`
 * (`try_files $uri $uri.html …`); any other path still gets `index.html`. The build fails if a route's
 * page has no chunk (router.tsx changed shape).
 */
function routeDocuments(): Plugin {
  const routerFile = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
  return {
    name: 'route-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const routes = plainRoutes(routerFile);
      if (routes.length === 0) throw new Error('route-documents: no plainPage route in router.tsx (changed shape?)');
      for (const { route, module } of routes) {
        const page = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!page) throw new Error(`route-documents: no chunk for ${module} (router.tsx changed shape?)`);
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

export default defineConfig({
  plugins: [react(), themeTokens(), eagerCompile('react'), siteFiles(), routeDocuments()],
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: {
    // antd alone is ~600 kB minified; libraries go in their own chunks so an app-only release
    // does not make browsers download them again. `entriesAware` splits a library group by the
    // pages that use it, so components only a lazy page needs (Form, Card...) do not load on /.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
              priority: 20,
              entriesAware: true,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
          ],
        },
      },
    },
  },
});
