import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { pipeLines } from './output';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export type ProcessOutput = { logFile: string } | { prefix: string; write?: (line: string) => void };

const STOP_GRACE_MS = 5000;

const running = new Set<ManagedProcess>();
let exitHookInstalled = false;

/** In its own process group, so `stop()` reaches grandchildren and the supervisor decides the shutdown order. */
export class ManagedProcess {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  private exitReason?: string;
  private stopping = false;
  private readonly recent: string[] = [];

  constructor(
    readonly spec: ProcessSpec,
    private readonly output: ProcessOutput,
    private readonly onUnexpectedExit?: (reason: string) => void,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get stoppedBecause(): string | undefined {
    return this.child ? this.exitReason : 'not started';
  }

  start(): void {
    if (this.child && !this.exitReason) throw new Error(`${this.spec.name} is already running`);
    installExitHook();
    this.exitReason = undefined;
    const logFd = 'logFile' in this.output ? fs.openSync(this.output.logFile, 'a') : undefined;
    let child: ChildProcess;
    try {
      child = spawn(this.spec.command, this.spec.args, {
        cwd: this.spec.cwd,
        env: this.spec.env,
        detached: true,
        stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
      });
    } finally {
      // The child has its own copy of the descriptor by now.
      if (logFd !== undefined) fs.closeSync(logFd);
    }
    this.child = child;
    running.add(this);
    if ('prefix' in this.output) {
      const write = this.output.write ?? ((line: string) => process.stdout.write(line));
      for (const stream of [child.stdout, child.stderr])
        if (stream) pipeLines(stream, this.output.prefix, write, this.recent);
    }
    this.exited = new Promise((resolve) => {
      const finish = (reason: string) => {
        if (this.exitReason) return;
        this.exitReason = reason;
        running.delete(this);
        if (!this.stopping) {
          // A crashed leader can leave its own children behind; they belong to nobody now.
          if (child.pid) signalGroup(child.pid, 'SIGTERM');
          this.onUnexpectedExit?.(reason);
        }
        resolve();
      };
      child.once('error', (error) => finish(`could not start ${this.spec.command}: ${error.message}`));
      child.once('exit', (code, signal) => finish(signal ? `killed by ${signal}` : `exited with code ${code}`));
    });
  }

  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    const pid = this.child?.pid;
    if (!pid || !this.exited) return;
    this.stopping = true;
    try {
      signalGroup(pid, 'SIGTERM');
      if (!(await this.groupGoneWithin(pid, graceMs))) {
        signalGroup(pid, 'SIGKILL');
        await this.groupGoneWithin(pid, 2000);
      }
    } finally {
      this.stopping = false;
    }
  }

  async kill(): Promise<void> {
    const pid = this.child?.pid;
    if (!pid || !this.exited) return;
    this.stopping = true;
    try {
      signalGroup(pid, 'SIGKILL');
      await this.groupGoneWithin(pid, 2000);
    } finally {
      this.stopping = false;
    }
  }

  tail(lines = 30): string {
    if ('logFile' in this.output) return tailOfFile(this.output.logFile, lines);
    return this.recent.slice(-lines).join('\n');
  }

  describeOutput(): string {
    return 'logFile' in this.output ? this.output.logFile : 'the console';
  }

  private async groupGoneWithin(pid: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.exited, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    // The leader is gone; members it started may still be finishing (same deadline).
    while (groupAlive(pid)) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.exited;
    return true;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The children's own process groups do not get a terminal's Ctrl-C: this passes it on, leaving no orphans. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => signalAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      // Someone else handles it (make dev stops everything in order): leave it to them.
      if (process.listenerCount(signal) > 1) return;
      signalAll('SIGTERM');
      // Then die of the signal as if we had not listened.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

function signalAll(signal: NodeJS.Signals): void {
  for (const managed of running) if (managed.pid) signalGroup(managed.pid, signal);
}

function tailOfFile(file: string, lines: number): string {
  try {
    const { size } = fs.statSync(file);
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, length, size - length);
    } finally {
      fs.closeSync(fd);
    }
    return buffer.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
