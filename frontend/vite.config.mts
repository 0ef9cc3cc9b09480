import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app and the API share one origin (the dev server proxies /api), so cookies need no CORS.
const port = Number(process.env.WEB_PORT ?? 5173);
const proxy = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000' },
};

export default defineConfig({
  plugins: [react()],
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
