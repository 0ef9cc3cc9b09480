import net from 'node:net';
import { freePort, freePorts, isPortFree } from './ports';

describe('freePort', () => {
  it('returns a port that can be listened on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });

  it('returns distinct ports when asked for several', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
  });
});
