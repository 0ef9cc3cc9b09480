import { createHash } from 'node:crypto';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, Messages, type PaymentWebhook, type PaymentWebhookResult } from '@typing/contracts';
import { isDuplicateKey, rpcError } from '@typing/service-kit';
import type { Model } from 'mongoose';
import { PaymentProvider, paymentMismatch } from './payment-provider';
import { PaymentsService } from './payments.service';
import { Order } from './schemas/order.schema';
import { WebhookEvent } from './schemas/webhook-event.schema';
import { hmacHex, signatureMatches } from './signatures';

const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);
/** A pending event is retried by the reconciler once its last attempt is this old (the background one has ended). */
export const WEBHOOK_RETRY_AFTER_MS = 60_000;
const WEBHOOK_RETRY_BATCH = 100;
/** Events are retried for as long as the reconciler looks at orders (Razorpay refunds within days). */
const WEBHOOK_RETRY_WINDOW_MS = 7 * 24 * 3600_000;
/** How long shutdown waits for background fulfilments (what it cuts short stays pending and is retried). */
const DRAIN_WAIT_MS = 5_000;

interface WebhookBody {
  id?: unknown;
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

type Outcome = 'processed' | 'ignored';

/** Answered once the event is durably recorded as pending; fulfilment runs after, and a failure stays pending for a retry. */
@Injectable()
export class WebhooksService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhooksService.name);
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    @InjectModel(WebhookEvent.name) private readonly events: Model<WebhookEvent>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
  ) {}

  async receive(dto: PaymentWebhook): Promise<PaymentWebhookResult> {
    const raw = Buffer.from(dto.rawBody, 'base64');
    if (!signatureMatches(hmacHex(this.provider.webhookSecret, raw), dto.signature)) {
      throw rpcError(401, ErrorCode.WebhookSignatureInvalid, Messages.webhookSignatureInvalid);
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw rpcError(400, ErrorCode.ValidationFailed, Messages.malformedJson);
    }
    const event = typeof body.event === 'string' ? body.event : 'unknown';
    // Razorpay sends an event id header; without one, identical bodies are one event.
    const eventId =
      dto.eventId ??
      (typeof body.id === 'string' ? body.id : `sha256_${createHash('sha256').update(raw).digest('hex')}`);
    const payment = FULFILLING_EVENTS.has(event) ? await this.paymentOf(body) : null;
    try {
      await this.events.create({
        _id: eventId,
        event,
        outcome: payment ? 'pending' : 'ignored',
        ...(payment ?? {}),
        attempts: 0,
        triedAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A redelivery of an event not done yet is another chance to finish it.
      const stored = await this.events.findById(eventId).lean<WebhookEvent>();
      if (stored?.outcome === 'pending') this.inBackground(eventId);
      return { status: 'duplicate' };
    }
    if (!payment) return { status: 'ignored' };
    this.inBackground(eventId);
    return { status: 'accepted' };
  }

  private async paymentOf(body: WebhookBody) {
    const entity = body.payload?.payment?.entity;
    const paymentId = typeof entity?.id === 'string' ? entity.id : undefined;
    const orderId = entity?.order_id ?? body.payload?.order?.entity?.id;
    if (!paymentId || typeof orderId !== 'string') return null;
    const order = await this.orders.findById(orderId).lean<Order>();
    if (!order) {
      this.logger.warn(`webhook for unknown order ${orderId}`);
      return null;
    }
    const amount = Number(entity?.amount);
    const currency = typeof entity?.currency === 'string' ? entity.currency : order.currency;
    if (amount !== order.amount || currency !== order.currency) {
      this.logger.warn(`webhook amount for order ${orderId} does not match the order`);
      return null;
    }
    return { orderId, paymentId, amount, currency };
  }

  private inBackground(eventId: string): void {
    const work = this.process(eventId)
      .catch((error: unknown) => {
        this.logger.warn(
          `webhook event ${eventId} not fulfilled yet (${(error as Error).message}); it will be retried`,
        );
      })
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Null when not pending; a failure is thrown and leaves the event pending. */
  async process(eventId: string): Promise<Outcome | null> {
    const event = await this.events
      .findOneAndUpdate(
        { _id: eventId, outcome: 'pending' },
        { $inc: { attempts: 1 }, $set: { triedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<WebhookEvent>();
    if (!event) return null;
    try {
      const outcome = await this.fulfil(event);
      await this.events
        .updateOne({ _id: eventId, outcome: 'pending' }, { $set: { outcome }, $unset: { lastError: 1 } })
        .exec();
      return outcome;
    } catch (error) {
      const lastError = String((error as { message?: unknown })?.message ?? error).slice(0, 200);
      await this.events
        .updateOne({ _id: eventId, outcome: 'pending' }, { $set: { lastError } })
        .exec()
        .catch(() => undefined);
      throw error;
    }
  }

  private async fulfil(event: WebhookEvent): Promise<Outcome> {
    const order = await this.orders.findById(event.orderId).lean<Order>();
    if (!order || !event.paymentId) return 'ignored';
    // Already fulfilled (by verify, the reconciler or an earlier attempt): nothing to ask.
    if (order.status === 'paid') return 'processed';
    const mismatch = paymentMismatch(order, await this.provider.fetchPayment(event.paymentId));
    if (mismatch) {
      this.logger.warn(`webhook event ${event._id} for order ${order._id} not granted: ${mismatch}`);
      return 'ignored';
    }
    await this.payments.fulfil(order, event.paymentId, 'webhook');
    return 'processed';
  }

  async retryPending(now = new Date()): Promise<{ retried: number; processed: number }> {
    const due = await this.events
      .find({
        outcome: 'pending',
        createdAt: { $gte: new Date(now.getTime() - WEBHOOK_RETRY_WINDOW_MS) },
        triedAt: { $lte: new Date(now.getTime() - WEBHOOK_RETRY_AFTER_MS) },
      })
      .select({ _id: 1 })
      .sort({ triedAt: 1, createdAt: 1 })
      .limit(WEBHOOK_RETRY_BATCH)
      .lean<Pick<WebhookEvent, '_id'>[]>();
    let processed = 0;
    for (const { _id } of due) {
      try {
        if ((await this.process(_id)) === 'processed') processed++;
      } catch (error) {
        this.logger.warn(`webhook event ${_id} retry failed: ${(error as Error).message}`);
      }
    }
    return { retried: due.length, processed };
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_WAIT_MS)));
    await Promise.race([this.drain(), late]);
    clearTimeout(timer);
  }
}
