import { ClientNats, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';

/**
 * How long a request may wait for its answer here. The caller's own deadline (natsRequest's, at
 * most seconds) comes first and drops the answer; this only bounds what an abandoned request keeps.
 */
const REPLY_WAIT_MS = 60_000;

interface NatsRequester {
  request(subject: string, data: unknown, options: { timeout: number; headers?: unknown }): Promise<NatsReply>;
}
type NatsReply = Parameters<ReturnType<ClientNats['createSubscriptionHandler']>>[1];

/** nats.js' RequestError for "no responders", recognised by shape (the library may load twice). */
function isNoResponders(error: unknown): boolean {
  const { isNoResponders } = (error ?? {}) as { isNoResponders?: () => boolean };
  return typeof isNoResponders === 'function' && isNoResponders.call(error);
}

/**
 * Nest's NATS client, but a request waits on the connection's one shared reply subscription
 * (nats.js' `request`, `_INBOX.<app>.<id>.*`) instead of subscribing to an inbox of its own: Nest
 * sends SUB, PUB and UNSUB per request, and the server updates its interest graph twice. The
 * packets, their serializer and the answer's handling stay Nest's; "no responders" still answers
 * EmptyResponseException (a 503).
 */
export class SharedInboxNatsClient extends ClientNats {
  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const packet = this.assignPacketId(partialPacket);
    const subject = this.normalizePattern(partialPacket.pattern);
    let waiting = true;
    try {
      const serialized = this.serializer.serialize(packet) as { data: unknown; headers?: unknown };
      const answered = this.createSubscriptionHandler(packet, callback);
      (this.natsClient as NatsRequester)
        .request(subject, serialized.data, { timeout: REPLY_WAIT_MS, headers: this.mergeHeaders(serialized.headers) })
        .then((reply) => (waiting ? answered(null, reply) : undefined))
        // The request's failure, or an answer that could not be read: the caller's, never unhandled.
        .catch((error: unknown) => {
          if (!waiting) return;
          callback({ err: isNoResponders(error) ? new EmptyResponseException(subject) : error, isDisposed: true });
        });
    } catch (error) {
      callback({ err: error, isDisposed: true });
    }
    return () => {
      waiting = false;
    };
  }
}
