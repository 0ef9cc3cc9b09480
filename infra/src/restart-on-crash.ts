/** What compose's `restart: unless-stopped` and Kubernetes do for a crashed container, for `make dev`. */

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  /** A process that ran at least this long starts again after `initialMs`. */
  resetAfterMs: number;
}

export const DEV_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export class RestartBackoff {
  private delayMs = 0;

  constructor(private readonly options: BackoffOptions = DEV_BACKOFF) {}

  next(upMs: number): number {
    const { initialMs, maxMs, resetAfterMs } = this.options;
    this.delayMs = this.delayMs === 0 || upMs >= resetAfterMs ? initialMs : Math.min(this.delayMs * 2, maxMs);
    return this.delayMs;
  }
}

export interface CrashRestarter {
  started(): void;
  /** Schedules one start, however often it is told. */
  crashed(reason: string): void;
  cancel(): void;
}

/** A `start` that fails counts as another crash. */
export function restartOnCrash(
  name: string,
  start: () => void | Promise<void>,
  say: (line: string) => void,
  options: BackoffOptions = DEV_BACKOFF,
): CrashRestarter {
  const backoff = new RestartBackoff(options);
  let startedAt = Date.now();
  let pending: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const restarter: CrashRestarter = {
    started: () => {
      startedAt = Date.now();
    },
    crashed: (reason) => {
      if (cancelled || pending) return;
      const delayMs = backoff.next(Date.now() - startedAt);
      say(`${name} ${reason}; restarting in ${delayMs / 1000} s`);
      pending = setTimeout(() => {
        pending = undefined;
        if (cancelled) return;
        startedAt = Date.now();
        Promise.resolve()
          .then(start)
          .then(
            () => say(`${name} restarted`),
            (error: Error) => restarter.crashed(`did not start again (${error.message})`),
          );
      }, delayMs);
    },
    cancel: () => {
      cancelled = true;
      clearTimeout(pending);
      pending = undefined;
    },
  };
  return restarter;
}
