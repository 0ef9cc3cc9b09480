import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.html']);

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** As production's nginx serves it (infra/nginx/default.conf), compression included. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip =
      COMPRESSIBLE.has(ext) && body.length >= 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    if (gzip) {
      let zipped = cache.get(file);
      if (!zipped) {
        const precompressed = `${file}.gz`;
        zipped = fs.existsSync(precompressed) ? fs.readFileSync(precompressed) : zlib.gzipSync(body, { level: 1 });
        cache.set(file, zipped);
      }
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      res.writeHead(200, headers).end(zipped);
    } else {
      res.writeHead(200, headers).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
