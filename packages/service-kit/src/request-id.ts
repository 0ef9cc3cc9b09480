import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import { type NatsContext, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';

/**
 * One id per user request, created at the gateway (or taken from a trusted proxy's header), then
 * carried in this NATS header and in queue jobs, so a request can be followed across every app's logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids we accept from outside: short, printable, no spaces (they end up in log lines and headers). */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const requestIds = new AsyncLocalStorage<string>();

/** The given id when it is acceptable, else a new one. */
export function requestIdOrNew(candidate: unknown): string {
  return typeof candidate === 'string' && ACCEPTABLE_ID.test(candidate) ? candidate : randomUUID();
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Runs `fn` (and everything it starts) as part of request `id`. */
export function runWithRequestId<T>(id: string, fn: () => T): T {
  return requestIds.run(id, fn);
}

const messageIds = new WeakMap<object, string>();

/**
 * The id a NATS message carries in its headers (a new one when it carries none). Remembered per
 * message, so the logger's hook and ours agree on the id they make up for a message without one.
 */
export function requestIdOfMessage(context: ExecutionContext): string {
  const nats = context.switchToRpc().getContext<NatsContext>();
  const known = messageIds.get(nats);
  if (known) return known;
  const headers = nats.getHeaders?.() as { get(name: string): string } | undefined;
  const id = requestIdOrNew(headers?.get(REQUEST_ID_HEADER));
  messageIds.set(nats, id);
  return id;
}

/** A NATS payload that carries a request id (by default the current one) in its headers; plain without one. */
export function withRequestId<T>(payload: T, id = currentRequestId()): T {
  if (!id) return payload;
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, id);
  // Nest's NATS serializer unwraps a NatsRecord into its data and headers.
  return new NatsRecordBuilder(payload).setHeaders(headers).build() as unknown as T;
}
