import type { ClientNats, ClientProxy } from '@nestjs/microservices';
import type { RpcRequest, RpcResponse, RpcSubject } from '@typing/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { type AppMetrics, outcomeOf } from './metrics';
import { natsConnectOptions, type NatsSettings } from './nats-connection';
import { withRequestId } from './request-id';
import { SharedInboxNatsClient } from './shared-inbox-nats-client';

/** Errors pass through: rxjs' TimeoutError, EmptyResponseException (no responders) or the service's error body. */
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

export function rpcRequest<S extends RpcSubject>(
  client: ClientProxy,
  metrics: AppMetrics,
  subject: S,
  payload: RpcRequest<S>,
  timeoutMs: number,
): Promise<RpcResponse<S>> {
  return natsRequest<RpcResponse<S>>(client, metrics, subject, payload, timeoutMs);
}

/** Reconnects forever: a restarted NATS must not leave the app detached. */
export function natsClient(settings: NatsSettings, metrics: AppMetrics): ClientNats {
  const client = new SharedInboxNatsClient({
    ...natsConnectOptions(settings),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  client.on('reconnect', () => metrics.natsReconnects.inc({ connection: 'client' }));
  return client;
}
