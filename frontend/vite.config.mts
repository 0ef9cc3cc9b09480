import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { theme } from 'antd';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdStyles } from './vite-plugins/antd-styles.mts';
import { prerenderPages } from './vite-plugins/prerender-pages.mts';
import { routeDocuments } from './vite-plugins/route-documents.mts';
import { siteFiles } from './vite-plugins/site-files.mts';

// The app and the API share one origin (the dev server proxies /api), so cookies need no CORS.
const port = Number(process.env.WEB_PORT ?? 5173);
const proxy = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000' },
};

/** `virtual:theme-tokens.css`: antd's tokens as CSS variables, from `AntdRoot`'s own config so they cannot drift. */
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

/** V8's compile hint on the React chunk, so the first keystroke does not wait for React's update path to compile. */
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

export default defineConfig({
  plugins: [
    react(),
    themeTokens(),
    antdStyles(),
    eagerCompile('react'),
    siteFiles(),
    routeDocuments(),
    prerenderPages(),
    // gzip -9 copies beside each asset for nginx's `gzip_static`: smaller, and no compression work per request.
    compression({ algorithms: [defineAlgorithm('gzip', { level: 9 })], threshold: 1024, logLevel: 'silent' }),
  ],
  // ES workers, so a worker's own dynamic imports (the avatar styles) are chunks of their own.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: {
    // Libraries chunked apart so app-only releases keep them cached; `entriesAware` keeps lazy pages' parts off `/`.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // A library group shared by a set of pages is named by all of them; every chunk that imports it repeats that name.
        chunkFileNames: ({ name }) =>
          name.startsWith('vendor~') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: ({ names }) =>
          names.some((name) => name.startsWith('vendor~'))
            ? 'assets/vendor-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
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
            // The typing engine's modules, each shared by another set of pages: one chunk, not six small ones on `/`.
            { name: 'typing-engine', test: /[\\/]typing-core[\\/]src[\\/](engine|constants\.ts)/, priority: 5 },
          ],
        },
      },
    },
  },
});
