import http from 'node:http';
import { performance as clock } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '@typing/typing-core';

interface OpenLoopRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface OpenLoopOptions {
  origin: string;
  /** Independent clients, each with its own connection. */
  savers: number;
  meanIntervalMs: number;
  seconds: number;
  /** So two runs send on the same schedule. */
  seed: number;
  request(saver: number): OpenLoopRequest;
}

export interface OpenLoopResult {
  /** From when each request was due, not when it was sent. */
  latencies: number[];
  /** 0 for a connection error. */
  statuses: Map<number, number>;
  worstSendLagMs: number;
}

function send(agent: http.Agent, origin: string, request: OpenLoopRequest): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${request.path}`,
      {
        method: 'POST',
        agent,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(request.body);
  });
}

/** Each saver sends on its own Poisson schedule, answered or not, timed from the due time (no coordinated omission). */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agents = Array.from({ length: options.savers }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let worstSendLagMs = 0;
  const started = clock.now();
  const end = started + options.seconds * 1000;
  const inFlight: Promise<void>[] = [];

  const saver = async (index: number) => {
    const random = seededRandom(options.seed * 1000 + index);
    let due = started + -Math.log(1 - random()) * options.meanIntervalMs;
    while (due < end) {
      const wait = due - clock.now();
      if (wait > 0) await sleep(wait);
      worstSendLagMs = Math.max(worstSendLagMs, clock.now() - due);
      const dueAt = due;
      inFlight.push(
        send(agents[index]!, options.origin, options.request(index)).then((status) => {
          latencies.push(clock.now() - dueAt);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
      due += -Math.log(1 - random()) * options.meanIntervalMs;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.savers }, (_, i) => saver(i)));
    await Promise.all(inFlight);
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return { latencies, statuses, worstSendLagMs };
}
