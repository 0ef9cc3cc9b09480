import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Below the ephemeral range (32768–60999): a kernel-picked port can be taken by an outgoing connection first. */
const LISTEN_RANGE = { from: 20_000, to: 32_000 } as const;

/** Ports handed out on this machine, one file per port naming the process that holds it. */
const RESERVATIONS = path.join(os.tmpdir(), 'typing-test-ports');

export function freePort(): Promise<number> {
  return freePorts(1).then(([port]) => port);
}

/** Distinct ports nothing listens on, each reserved for this process so that concurrent stacks never share one. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = LISTEN_RANGE.from + Math.floor(Math.random() * (LISTEN_RANGE.to - LISTEN_RANGE.from));
    if (!ports.includes(port) && reservePort(port) && (await canListen(port))) ports.push(port);
  }
  return ports;
}

const reserved: string[] = [];

/** Claims `port` for this process unless a living process holds it. */
export function reservePort(port: number): boolean {
  fs.mkdirSync(RESERVATIONS, { recursive: true });
  const file = path.join(RESERVATIONS, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    // An empty file is one being written now.
    const holder = Number(readOrEmpty(file) || process.pid);
    if (holder === process.pid || isAlive(holder)) return false;
    // Left by a process that was killed: free again.
    fs.rmSync(file, { force: true });
    return reservePort(port);
  }
  if (reserved.length === 0) process.once('exit', () => reserved.forEach((held) => fs.rmSync(held, { force: true })));
  reserved.push(file);
  return true;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
