import net from 'node:net';

export type Probe = () => Promise<void>;

export interface PollOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** A returned message stops the wait at once (e.g. the process exited). */
  giveUp?: () => string | undefined;
}

/** The error carries the last failure. */
export async function pollUntil(
  probe: Probe,
  { what, timeoutMs, intervalMs = 100, giveUp }: PollOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: string | undefined;
  for (;;) {
    const reason = giveUp?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() + intervalMs > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what} not ready after ${Math.round(timeoutMs / 1000)} s (last error: ${lastError})`);
}

export function tcpProbe(
  port: number,
  options: { send?: string; expect?: RegExp; host?: string; attemptMs?: number } = {},
): Probe {
  const { send, expect, host = '127.0.0.1', attemptMs = 2000 } = options;
  return () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ port, host });
      let received = '';
      const done = (error?: Error) => {
        socket.destroy();
        if (error) reject(error);
        else resolve();
      };
      socket.setTimeout(attemptMs, () => done(new Error(`no answer within ${attemptMs} ms`)));
      socket.once('error', done);
      socket.once('connect', () => {
        if (!expect) return done();
        if (send) socket.write(send);
      });
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (!received.includes('\n')) return;
        if (expect?.test(received)) done();
        else done(new Error(`unexpected answer: ${received.trim().slice(0, 120)}`));
      });
    });
}

export function httpProbe(url: string, options: { status?: number; attemptMs?: number } = {}): Probe {
  const { status = 200, attemptMs = 2000 } = options;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(attemptMs) });
    await response.body?.cancel();
    if (response.status !== status) throw new Error(`GET ${url} answered ${response.status}`);
  };
}
