import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManagedProcess } from './managed-process';
import { freePort } from './ports';
import { REPO_ROOT, resolveBinary, TOOLS_BIN } from './paths';
import { httpProbe, pollUntil } from './wait';

export const NGINX_SITE_CONF = path.join(REPO_ROOT, 'infra', 'nginx', 'default.conf');

export function buildFrontend(prefix = 'typing-dist-'): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(REPO_ROOT, 'frontend'), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return outDir;
}

/** Exactly once, else the config moved on. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from, 'gm'))?.length ?? 0);
  if (count !== 1) throw new Error(`${NGINX_SITE_CONF}: expected "${String(from)}" once, found it ${count} times`);
  return text.replace(from, to);
}

/** Only what differs outside a container changes; the gateway's address is an IP, so no resolver. */
export function localSiteConfig(
  conf: string,
  { port, root, gatewayUrl, accessLog }: { port: number; root: string; gatewayUrl: string; accessLog: string },
) {
  let local = replaceOnce(conf, /^resolver .*$\n/m, '');
  local = replaceOnce(local, 'access_log /var/log/nginx/access.log redacted;', `access_log ${accessLog} redacted;`);
  local = replaceOnce(local, 'listen 8080;', `listen 127.0.0.1:${port};`);
  local = replaceOnce(local, 'root /usr/share/nginx/html;', `root ${root};`);
  return replaceOnce(local, 'http://gateway:3000', gatewayUrl);
}

const MIME_TYPES = `types {
    text/html html;
    text/css css;
    application/javascript js mjs;
    application/json json;
    image/svg+xml svg;
    image/png png;
    image/x-icon ico;
    image/webp webp;
    font/woff2 woff2;
    text/plain txt;
    text/xml xml;
  }`;

function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  ${MIME_TYPES}
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
${temp}
  include ${path.join(dir, 'site.conf')};
}
`;
}

export interface ProductionWeb {
  readonly url: string;
  readonly accessLog: string;
  stop(): Promise<void>;
}

export async function startProductionWeb({
  root,
  gatewayUrl,
  port: wantedPort,
}: {
  root: string;
  gatewayUrl: string;
  /** A test stack's web port makes it the origin the gateway trusts. */
  port?: number;
}): Promise<ProductionWeb> {
  const nginx = resolveBinary(
    [path.join(TOOLS_BIN, 'nginx'), 'nginx', '/usr/sbin/nginx'],
    'Run `make tools` (infra/scripts/install-tools.sh unpacks it into .tools/bin).',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-nginx-'));
  const port = wantedPort ?? (await freePort());
  const accessLog = path.join(dir, 'access.log');
  const site = localSiteConfig(fs.readFileSync(NGINX_SITE_CONF, 'utf8'), { port, root, gatewayUrl, accessLog });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const server = new ManagedProcess(
    {
      name: 'nginx',
      command: nginx,
      args: ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    },
    { logFile: path.join(dir, 'output.log') },
  );
  server.start();
  const url = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(httpProbe(`${url}/healthz`), {
      what: `nginx on port ${port}`,
      timeoutMs: 10_000,
      giveUp: () => (server.stoppedBecause ? `${server.stoppedBecause}: ${server.tail()}` : undefined),
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url,
    accessLog,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
