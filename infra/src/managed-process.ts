import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { pipeLines } from './output';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  /** The complete environment of the process. */
  env?: NodeJS.ProcessEnv;
}

/** Where a process's stdout and stderr go: appended to a file, or to the console line by line. */
export type ProcessOutput = { logFile: string } | { prefix: string; write?: (line: string) => void };

/** Grace period between SIGTERM and SIGKILL. */
export const STOP_GRACE_MS = 5000;

const running = new Set<ManagedProcess>();
let exitHookInstalled = false;

/**
 * One child process in its own process group. The group lets `stop()` reach grandchildren too
 * (e.g. vite's workers, node --watch's child), and keeps a terminal's Ctrl-C from reaching the
 * children directly, so the supervisor decides the shutdown order.
 */
export class ManagedProcess {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  private exitReason?: string;
  private stopping = false;
  private readonly recent: string[] = [];

  constructor(
    readonly spec: ProcessSpec,
    private readonly output: ProcessOutput,
    /** Called when the process ends without stop() having been asked (a crash, a failed start). */
    private readonly onUnexpectedExit?: (reason: string) => void,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Why the process is not running ("exited with code 1"), or undefined while it runs. */
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

  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves when no process of the group is left. */
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

  /** SIGKILL to the whole group at once, as a crash would end it; resolves when no process of it is left. */
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

  /** The last lines the process wrote (from its log file, or kept in memory for console output). */
  tail(lines = 30): string {
    if ('logFile' in this.output) return tailOfFile(this.output.logFile, lines);
    return this.recent.slice(-lines).join('\n');
  }

  /** Where its output goes, for error messages. */
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

/**
 * Last resort when the supervisor ends without stopping its children: no orphans left behind.
 * The children run in their own process groups, so a terminal's Ctrl-C or a CI runner's SIGTERM
 * reaches only the supervisor; this passes it on.
 */
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
