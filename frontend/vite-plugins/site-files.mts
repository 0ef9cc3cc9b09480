import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** robots.txt and sitemap.xml hold a placeholder origin (absolute URLs needed), replaced by nginx and, in dev, here. */
export function siteFiles(): Plugin {
  const placeholder = 'https://site-origin.invalid';
  const types: Record<string, string> = { '/robots.txt': 'text/plain', '/sitemap.xml': 'text/xml' };
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const type = types[req.url ?? ''];
    if (!type) return next();
    const file = fileURLToPath(new URL(`../public${req.url}`, import.meta.url));
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
