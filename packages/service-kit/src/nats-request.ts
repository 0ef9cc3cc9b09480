import type { ClientNats, ClientProxy } from '@nestjs/microservices';
import type { RpcRequest, RpcResponse, RpcSubject } from '@typing/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { type AppMetrics, outcomeOf } from './metrics';
import { natsConnectOptions, type NatsSettings } from './nats-connection';
import { withRequestId } from './request-id';
import { SharedInboxNatsClient } from './shared-inbox-nats-client';

/**
 * Request-reply over NATS with a deadline, carrying the current request id and timed by subject
 * and outcome. Errors pass through unchanged: rxjs' TimeoutError, Nest's EmptyResponseException
 * (no responders), or the service's `{ status, code, message }` body.
 */
export async function natsRequest<T>(
  client: ClientProxy,
  metrics: AppMetrics,
  subject: string,
  payload: unknown,
  timeoutMs: number,
): Promise<T> {
  const done = metrics.rpcSent.startTimer({ subject });
  try {
    const answer = await firstValueFrom(client.send<T>(subject, withRequestId(payload)).pipe(timeout(timeoutMs)));
    done({ outcome: 'ok' });
    return answer;
  } catch (error) {
    done({ outcome: error instanceof TimeoutError ? 'timeout' : outcomeOf(error) });
    throw error;
  }
}

/** `natsRequest` typed by the contracts' subject map: the payload and the answer of `subject`. */
export function rpcRequest<S extends RpcSubject>(
  client: ClientProxy,
  metrics: AppMetrics,
  subject: S,
  payload: RpcRequest<S>,
  timeoutMs: number,
): Promise<RpcResponse<S>> {
  return natsRequest<RpcResponse<S>>(client, metrics, subject, payload, timeoutMs);
}

/**
 * A NATS client for requests and events, as the app's own user. It reconnects forever (a restarted
 * NATS must not leave the app detached) and counts its reconnects in the app's metrics.
 */
export function natsClient(settings: NatsSettings, metrics: AppMetrics): ClientNats {
  const client = new SharedInboxNatsClient({
    ...natsConnectOptions(settings),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  client.on('reconnect', () => metrics.natsReconnects.inc({ connection: 'client' }));
  return client;
}
