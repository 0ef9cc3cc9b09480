/**
 * The ingress-nginx settings as kustomize renders them (k8s/ingress-nginx), run by a real nginx: a
 * password-reset link's token (page or API, in the path or the Referer) is written [redacted] in the
 * access log, and other requests are logged as they came.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ControllerLogConfig,
  controllerLogConfig,
  INGRESS_NGINX_DEFAULT_LOG_FORMAT,
  INGRESS_NGINX_DIR,
  nginxWithControllerLog,
} from '../src/deploy/ingress-log';
import { kustomizeBuild } from '../src/deploy/kubernetes';
import { ManagedProcess } from '../src/managed-process';
import { REPO_ROOT, resolveBinary, TOOLS_BIN } from '../src/paths';
import { freePort } from '../src/ports';
import { httpProbe, pollUntil } from '../src/wait';

const TOKEN = 'Zq3LbXv9WmN2pR7tYk4HsJd8GfCe6Ua1Qo5Ii0Pl_-w';
const OTHER_TOKEN = 'Hy7GtFr4DeSw2QaZx9CvBn6MjUi8KoLp1Nb3Vc5Xz-_';

interface RunningNginx {
  base: string;
  dir: string;
  stop(): Promise<void>;
}

/** A real nginx around the controller's log settings `config`. */
async function startNginx(config: ControllerLogConfig): Promise<RunningNginx> {
  const binary = resolveBinary([path.join(TOOLS_BIN, 'nginx'), 'nginx', '/usr/sbin/nginx'], 'Run `make tools`.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typing-ingress-log-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxWithControllerLog(config, dir, port));
  const server = new ManagedProcess(
    {
      name: 'nginx',
      command: binary,
      args: ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    },
    { logFile: path.join(dir, 'output.log') },
  );
  server.start();
  const stop = async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(httpProbe(`${base}/healthz`), {
      what: 'nginx with the ingress log settings',
      timeoutMs: 10_000,
      giveUp: () => (server.stoppedBecause ? `${server.stoppedBecause}: ${server.tail()}` : undefined),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dir, stop };
}

let shipped: RunningNginx;
let base: string;
let dir: string;

beforeAll(async () => {
  const kustomize = resolveBinary([path.join(TOOLS_BIN, 'kustomize'), 'kustomize'], 'Run `make tools`.');
  const config = controllerLogConfig(kustomizeBuild(kustomize, path.join(REPO_ROOT, INGRESS_NGINX_DIR)));
  if (!config) throw new Error(`${INGRESS_NGINX_DIR} renders no controller log settings`);
  shipped = await startNginx(config);
  ({ base, dir } = shipped);
});

afterAll(async () => {
  await shipped?.stop();
});

/** The access log's lines for requests whose id is `id` (written once the answer is sent). */
async function logged(id: string, where = dir): Promise<string[]> {
  let lines: string[] = [];
  await pollUntil(
    async () => {
      lines = fs
        .readFileSync(path.join(where, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.endsWith(` ${id}`));
      if (lines.length === 0) throw new Error('not logged yet');
    },
    { what: `the access log line of ${id}`, timeoutMs: 5_000, intervalMs: 20 },
  );
  return lines;
}

test("the controller's default format (a cluster without these settings) writes the token: the check would see it", async () => {
  const unset = await startNginx({ httpSnippet: '', logFormat: INGRESS_NGINX_DEFAULT_LOG_FORMAT });
  try {
    await fetch(`${unset.base}/reset-password/${TOKEN}`, { headers: { 'x-request-id': 'req-default' } });
    const [line] = await logged('req-default', unset.dir);
    expect(line).toContain(`/reset-password/${TOKEN}`);
  } finally {
    await unset.stop();
  }
});

test('a reset token in the page path, the API path or the Referer is written [redacted]', async () => {
  const page = await fetch(`${base}/reset-password/${TOKEN}?from=mail`, {
    headers: { 'x-request-id': 'req-page', referer: `https://typing.example/reset-password/${OTHER_TOKEN}` },
  });
  expect(page.status).toBe(200);
  const api = await fetch(`${base}/api/auth/reset-password/${TOKEN}`, {
    method: 'POST',
    headers: { 'x-request-id': 'req-api', 'content-type': 'application/json' },
    body: '{}',
  });
  expect(api.status).toBe(200);

  const [pageLine] = await logged('req-page');
  expect(pageLine).toContain('"GET /reset-password/[redacted]?from=mail HTTP/1.1" 200');
  expect(pageLine).toContain('"https://typing.example/reset-password/[redacted]"');
  const [apiLine] = await logged('req-api');
  expect(apiLine).toContain('"POST /api/auth/reset-password/[redacted] HTTP/1.1" 200');
  const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
  expect(log).not.toContain(TOKEN);
  expect(log).not.toContain(OTHER_TOKEN);
});

test('other requests are logged as they came, with the controller fields around them', async () => {
  await fetch(`${base}/api/result/history?page=2`, {
    headers: { 'x-request-id': 'req-other', referer: 'https://typing.example/dashboard' },
  });
  const [line] = await logged('req-other');
  expect(line).toMatch(
    /^127\.0\.0\.1 - - \[[^\]]+\] "GET \/api\/result\/history\?page=2 HTTP\/1\.1" 200 \d+ "https:\/\/typing\.example\/dashboard" "[^"]*" \d+ [\d.]+ \[typing-frontend-http\] \[\] /,
  );
});
