import react from '@vitejs/plugin-react';
import { theme } from 'antd';
import { defineConfig, type Plugin } from 'vite';
import { themeConfigFor } from './src/shared/theme/theme-config';
import { themeCss, type DesignTokens } from './src/shared/theme/theme-css';

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
  const algorithms = { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm };
  const build = (isDark: boolean) => {
    const config = themeConfigFor(isDark, algorithms);
    return { tokens: theme.getDesignToken(config) as unknown as DesignTokens, button: config.components.Button };
  };
  return {
    name: 'theme-tokens',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? themeCss(build(false), build(true)) : undefined),
  };
}

export default defineConfig({
  plugins: [react(), themeTokens()],
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
