import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import { type NatsContext, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';

/** Made at the gateway, carried in NATS headers and queue jobs, so a request can be followed across all apps' logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** They end up in log lines and headers. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const requestIds = new AsyncLocalStorage<string>();

export function requestIdOrNew(candidate: unknown): string {
  return typeof candidate === 'string' && ACCEPTABLE_ID.test(candidate) ? candidate : randomUUID();
}

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

export function runWithRequestId<T>(id: string, fn: () => T): T {
  return requestIds.run(id, fn);
}

const messageIds = new WeakMap<object, string>();

/** Remembered per message, so the logger's hook and ours agree on an id made up for a message without one. */
export function requestIdOfMessage(context: ExecutionContext): string {
  const nats = context.switchToRpc().getContext<NatsContext>();
  const known = messageIds.get(nats);
  if (known) return known;
  const headers = nats.getHeaders?.() as { get(name: string): string } | undefined;
  const id = requestIdOrNew(headers?.get(REQUEST_ID_HEADER));
  messageIds.set(nats, id);
  return id;
}

export function withRequestId<T>(payload: T, id = currentRequestId()): T {
  if (!id) return payload;
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, id);
  return new NatsRecordBuilder(payload).setHeaders(headers).build() as unknown as T;
}
