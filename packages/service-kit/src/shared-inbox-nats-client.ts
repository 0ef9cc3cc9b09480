import { ClientNats, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';

/** The caller's own deadline comes first; this only bounds what an abandoned request keeps. */
const REPLY_WAIT_MS = 60_000;

interface NatsRequester {
  request(subject: string, data: unknown, options: { timeout: number; headers?: unknown }): Promise<NatsReply>;
}
type NatsReply = Parameters<ReturnType<ClientNats['createSubscriptionHandler']>>[1];

/** By shape: the library may load twice. */
function isNoResponders(error: unknown): boolean {
  const { isNoResponders } = (error ?? {}) as { isNoResponders?: () => boolean };
  return typeof isNoResponders === 'function' && isNoResponders.call(error);
}

/** One shared reply subscription per connection, not Nest's SUB, PUB and UNSUB per request, which churn the server. */
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
