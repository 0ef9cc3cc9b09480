import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePorts, isPortFree, reservePort } from './ports';

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

describe('freePorts on a shared machine', () => {
  it('answers ports below the kernel’s ephemeral range, so no outgoing connection can hold one first', async () => {
    const [low, high] = fs
      .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    for (const port of await freePorts(50)) expect(port < low! || port > high!).toBe(true);
  });

  it('never gives a port twice while its holder lives, and takes back one whose holder has exited', async () => {
    const mine = await freePorts(30);
    const again = await freePorts(30);
    expect(again.filter((port) => mine.includes(port))).toEqual([]);
    expect(reservePort(mine[0]!)).toBe(false);

    const file = path.join(os.tmpdir(), 'typing-test-ports', String(mine[0]));
    fs.writeFileSync(file, String(process.ppid));
    expect(reservePort(mine[0]!)).toBe(false);

    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(file, exited);
    expect(reservePort(mine[0]!)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
  });
});
