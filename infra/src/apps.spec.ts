import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_NAMES, appSpecs, waitForHealthy } from './apps';
import { NODE_BIN, REPO_ROOT } from './paths';

describe('appSpecs', () => {
  it('runs the gateway, every service and the front end with Node 24 from the repo root', () => {
    const specs = appSpecs({ WEB_PORT: '5999' });
    expect(specs.map((spec) => spec.name)).toEqual([...APP_NAMES]);
    expect(specs.every((spec) => spec.command === NODE_BIN)).toBe(true);
    expect(specs.find((spec) => spec.name === 'ai-text')).toEqual({
      name: 'ai-text',
      command: NODE_BIN,
      args: ['-r', '@swc-node/register', 'services/ai-text/src/main.ts'],
      cwd: REPO_ROOT,
    });
    expect(specs.find((spec) => spec.name === 'web')?.args).toEqual(
      expect.arrayContaining(['--port', '5999', '--strictPort']),
    );
  });

  it("runs Node apps without node's watch mode, which would hide a crash", () => {
    for (const spec of appSpecs({ WEB_PORT: '5999' })) expect(spec.args).not.toContain('--watch');
  });

  it('needs WEB_PORT', () => {
    expect(() => appSpecs({})).toThrow("WEB_PORT is missing from the apps' environment");
  });
});

describe('waitForHealthy', () => {
  it('waits until the health check answers 200 with status ok', async () => {
    let calls = 0;
    const server = http.createServer((_req, res) => {
      calls += 1;
      const up = calls >= 3;
      res.writeHead(up ? 200 : 503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: up ? 'ok' : 'error',
          info: {},
          error: up ? {} : { auth: { status: 'down' } },
          details: {},
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
    try {
      await expect(waitForHealthy(url, 10_000)).resolves.toMatchObject({ status: 'ok' });
      expect(calls).toBe(3);
      calls = -1000;
      await expect(waitForHealthy(url, 300)).rejects.toThrow(/answered 503: .*"auth":\{"status":"down"\}/);
    } finally {
      server.close();
    }
  });
});
