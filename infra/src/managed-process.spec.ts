import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManagedProcess } from './managed-process';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ManagedProcess', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'managed-process-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes output to its log file and stops the whole process group', async () => {
    const pidFile = path.join(dir, 'grandchild.pid');
    const proc = new ManagedProcess(
      { name: 'sh', command: 'sh', args: ['-c', `echo hello; sleep 60 & echo $! > ${pidFile}; wait`] },
      { logFile: path.join(dir, 'sh.log') },
    );
    proc.start();
    await waitFor(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '');
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(isAlive(grandchild)).toBe(true);

    await proc.stop();

    expect(isAlive(grandchild)).toBe(false);
    expect(proc.stoppedBecause).toBe('killed by SIGTERM');
    expect(proc.tail()).toBe('hello');
  });

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const lines: string[] = [];
    const proc = new ManagedProcess(
      { name: 'stubborn', command: 'sh', args: ['-c', "trap '' TERM; echo started; while :; do sleep 0.1; done"] },
      { prefix: '[stubborn] ', write: (line) => lines.push(line) },
    );
    proc.start();
    await waitFor(() => lines.length > 0);
    const started = Date.now();

    await proc.stop(300);

    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(proc.stoppedBecause).toBe('killed by SIGKILL');
    expect(lines).toEqual(['[stubborn] started\n']);
  });

  it('reports an unexpected exit, but not one it asked for', async () => {
    const reasons: string[] = [];
    const crashing = new ManagedProcess(
      { name: 'x', command: 'sh', args: ['-c', 'exit 3'] },
      { logFile: path.join(dir, 'x.log') },
      (r) => reasons.push(r),
    );
    crashing.start();
    await waitFor(() => crashing.stoppedBecause !== undefined);
    expect(reasons).toEqual(['exited with code 3']);

    const missing = new ManagedProcess(
      { name: 'y', command: path.join(dir, 'nope'), args: [] },
      { logFile: path.join(dir, 'y.log') },
      (r) => reasons.push(r),
    );
    missing.start();
    await waitFor(() => missing.stoppedBecause !== undefined);
    expect(reasons[1]).toMatch(/^could not start .*nope: spawn .* ENOENT$/);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
