import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type CreateOrderCommand,
  type CreateSubscriptionCommand,
  ErrorCode,
  Messages,
  type PaymentOrderView,
  type PlansResponse,
  type PlanView,
  type SandboxCheckoutCommand,
  type SandboxCheckoutResult,
  type SubscriptionView,
  type UpgradeQuote,
  type UpgradeQuoteCommand,
  type VerifyPaymentCommand,
  type VerifyPaymentResult,
} from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import { type Model, Types } from 'mongoose';
import { OrderQuotaService } from './order-quota';
import { PaymentProvider, paymentMismatch, type ProviderOrder, SandboxProvider } from './payment-provider';
import { Plans, toPaise } from './plans';
import { Order } from './schemas/order.schema';
import { paymentSignature, signatureMatches } from './signatures';
import { isRenewable, SubscriptionsService } from './subscriptions.service';
import { isHigherPlan, quoteUpgrade } from './upgrade-quote';

/** An unpaid order this recent is answered again for the same purchase (a checkout and its retries). */
const OPEN_ORDER_REUSE_MS = 60 * 60_000;

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly provider: PaymentProvider,
    private readonly plans: Plans,
    private readonly subscriptions: SubscriptionsService,
    private readonly quota: OrderQuotaService,
  ) {}

  catalogue(): PlansResponse {
    return {
      provider: this.provider.name,
      ...(this.provider.keyId ? { keyId: this.provider.keyId } : {}),
      currency: 'INR',
      plans: this.plans.all,
    };
  }

  /** The upgrade credit is computed here, never taken from the client; new orders take a place of the day's quota. */
  async createOrder({ userId, amount, planId }: CreateOrderCommand): Promise<PaymentOrderView> {
    const plan = this.plans.byPrice(amount, planId);
    if (!plan) throw rpcError(400, ErrorCode.AmountMismatch, Messages.amountMismatch);
    const latest = await this.subscriptions.latest(userId);
    const renewal = await this.isRenewal(userId, plan);
    const upgrade = renewal ? null : await this.upgradeTo(userId, plan, Messages.alreadySubscribed);
    const paise = upgrade?.chargePaise ?? toPaise(plan.price);
    const basedOnSeq = latest?.seq ?? 0;
    const view = (id: string): PaymentOrderView => ({
      id,
      amount: paise,
      currency: 'INR',
      planId: plan.id,
      provider: this.provider.name,
      ...(this.provider.keyId ? { keyId: this.provider.keyId } : {}),
      ...(upgrade ? { upgrade } : {}),
    });

    const open = await this.openOrder(userId, plan.id, paise, basedOnSeq, upgrade);
    if (open) return view(open._id);

    await this.quota.claim(userId);
    let created: ProviderOrder;
    try {
      created = await this.provider.createOrder({
        amount: paise,
        receipt: `rcpt_${userId.slice(-12)}_${Date.now().toString(36)}`,
        notes: { userId, planId: String(plan.id) },
      });
    } catch (error) {
      await this.quota.release(userId).catch(() => undefined);
      throw error;
    }
    await this.orders.create({
      _id: created.id,
      userId: new Types.ObjectId(userId),
      planId: plan.id,
      amount: paise,
      currency: created.currency,
      provider: this.provider.name,
      status: 'created',
      basedOnSeq,
      ...(upgrade
        ? {
            upgrade: {
              fromPlanId: upgrade.fromPlanId,
              daysLeft: upgrade.daysLeft,
              creditPaise: upgrade.creditPaise,
            },
          }
        : {}),
    });
    return view(created.id);
  }

  private openOrder(userId: string, planId: number, paise: number, basedOnSeq: number, upgrade: UpgradeQuote | null) {
    return this.orders
      .findOne({
        userId: new Types.ObjectId(userId),
        createdAt: { $gt: new Date(Date.now() - OPEN_ORDER_REUSE_MS) },
        status: 'created',
        planId,
        amount: paise,
        provider: this.provider.name,
        basedOnSeq,
        ...(upgrade
          ? { 'upgrade.fromPlanId': upgrade.fromPlanId, 'upgrade.creditPaise': upgrade.creditPaise }
          : { upgrade: { $exists: false } }),
      })
      .sort({ createdAt: -1 })
      .lean<Order>();
  }

  async quote({ userId, planId }: UpgradeQuoteCommand): Promise<UpgradeQuote> {
    const plan = this.plans.byId(planId);
    if (!plan) throw rpcError(400, ErrorCode.ValidationFailed, Messages.planNotFound);
    const upgrade = await this.upgradeTo(userId, plan, Messages.upgradeOnlyHigher);
    if (!upgrade) throw rpcError(404, ErrorCode.NoSubscription, Messages.upgradeNeedsPlan);
    return upgrade;
  }

  /** A renewal's period starts when the paid time ends; at most one period may be paid ahead (409). */
  private async isRenewal(userId: string, plan: PlanView): Promise<boolean> {
    const now = new Date();
    const active = await this.subscriptions.active(userId, now);
    if (active?.planId !== plan.id) return false;
    const last = await this.subscriptions.latest(userId);
    if (!isRenewable(last?.expiresAt ?? active.expiresAt, now)) {
      throw rpcError(409, ErrorCode.AlreadySubscribed, Messages.alreadySubscribed);
    }
    return true;
  }

  /** Refused before any money moves: one plan at a time, moving only up, and not while a renewal is queued. */
  private async upgradeTo(userId: string, plan: PlanView, refusal: string): Promise<UpgradeQuote | null> {
    const now = new Date();
    const active = await this.subscriptions.active(userId, now);
    if (!active) return null;
    const from = this.plans.byId(active.planId);
    if (!from || !isHigherPlan(from, plan)) throw rpcError(409, ErrorCode.AlreadySubscribed, refusal);
    const last = await this.subscriptions.latest(userId);
    if (last && !last._id.equals(active._id)) throw rpcError(409, ErrorCode.AlreadySubscribed, refusal);
    return quoteUpgrade(active, from, plan, now);
  }

  private async ownOrder(userId: string, orderId: string) {
    const order = await this.orders.findById(orderId).exec();
    if (!order) throw rpcError(404, ErrorCode.OrderNotFound, Messages.orderNotFound);
    if (String(order.userId) !== userId) throw rpcError(403, ErrorCode.Forbidden, Messages.orderNotYours);
    return order;
  }

  /** The signature only says the checkout ran; the provider's record must show the payment captured for this order. */
  async verify(dto: VerifyPaymentCommand): Promise<VerifyPaymentResult> {
    const order = await this.ownOrder(dto.userId, dto.razorpay_order_id);
    const expected = paymentSignature(this.provider.signingSecret, order._id, dto.razorpay_payment_id);
    if (order.provider !== this.provider.name || !signatureMatches(expected, dto.razorpay_signature)) {
      throw rpcError(400, ErrorCode.PaymentVerificationFailed, Messages.paymentVerificationFailed);
    }
    const done = await this.subscriptions.findByOrder(order._id);
    if (done?.paymentId !== dto.razorpay_payment_id) {
      const mismatch = paymentMismatch(order, await this.provider.fetchPayment(dto.razorpay_payment_id));
      if (mismatch) {
        this.logger.warn(`verify refused for order ${order._id}: ${mismatch}`);
        throw rpcError(400, ErrorCode.PaymentVerificationFailed, Messages.paymentVerificationFailed);
      }
    }
    const subscription = await this.fulfil(order, dto.razorpay_payment_id, 'verify');
    return {
      success: true,
      message: Messages.paymentVerified,
      orderId: order._id,
      paymentId: dto.razorpay_payment_id,
      subscription,
    };
  }

  async fulfil(order: Order, paymentId: string, by: 'verify' | 'webhook' | 'reconciler'): Promise<SubscriptionView> {
    const sub = await this.subscriptions.fulfil(order, paymentId, by);
    await this.orders
      .updateOne({ _id: order._id, status: 'created' }, { $set: { status: 'paid', paymentId, paidAt: new Date() } })
      .exec();
    return this.subscriptions.view(sub);
  }

  /** A paid order is never refused for another plan: fulfilment puts it after the periods already bought. */
  async createSubscription(dto: CreateSubscriptionCommand): Promise<SubscriptionView> {
    const order = await this.ownOrder(dto.userId, dto.orderId);
    const amountMatches = dto.amount === order.amount || toPaise(dto.amount) === order.amount;
    if (order.planId !== dto.planId || !amountMatches || dto.currency !== order.currency) {
      throw rpcError(400, ErrorCode.ValidationFailed, Messages.orderMismatch);
    }
    const existing = await this.subscriptions.findByOrder(order._id);
    if (existing) return this.subscriptions.view(existing);
    if (order.status !== 'paid' || !order.paymentId) {
      throw rpcError(400, ErrorCode.PaymentNotVerified, Messages.paymentNotVerified);
    }
    return this.subscriptions.view(await this.subscriptions.fulfil(order, order.paymentId, 'subscription'));
  }

  /** Sandbox only: the server signs the outcome the browser chose, as Razorpay's checkout would. */
  async sandboxCheckout(dto: SandboxCheckoutCommand): Promise<SandboxCheckoutResult> {
    if (!(this.provider instanceof SandboxProvider)) {
      throw rpcError(404, ErrorCode.SandboxUnavailable, Messages.sandboxUnavailable);
    }
    const order = await this.ownOrder(dto.userId, dto.orderId);
    if (dto.outcome === 'failure') {
      await this.provider.pay(order, 'failed');
      return {
        outcome: 'failure',
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox test payment).',
          reason: 'payment_failed',
        },
      };
    }
    const paymentId = await this.provider.pay(order, 'captured');
    return {
      outcome: 'success',
      razorpay_order_id: order._id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.provider.signingSecret, order._id, paymentId),
    };
  }
}
