import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import Razorpay from 'razorpay';
import { BILLING_LIMITS, ErrorCode, Messages, type PaymentProviderName } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type { BillingConfig } from './billing.config';
import type { SandboxPayment } from './schemas/sandbox-payment.schema';

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** In paise. */
  amount: number;
  currency: string;
  /** Only `captured` is money received. */
  status: string;
}

export interface NewOrder {
  /** In paise. */
  amount: number;
  receipt: string;
  notes: Record<string, string>;
}

/** Both providers follow Razorpay's protocol (HMAC-SHA256 signatures on the checkout's answer and on webhooks). */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  abstract readonly keyId?: string;
  abstract readonly signingSecret: string;
  abstract readonly webhookSecret: string;
  abstract createOrder(order: NewOrder): Promise<ProviderOrder>;
  abstract fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  abstract orderPayments(orderId: string): Promise<ProviderPayment[]>;
}

export function paymentMismatch(
  order: { _id: string; amount: number; currency: string },
  payment: ProviderPayment | null,
): string | null {
  if (!payment) return 'unknown payment';
  if (payment.orderId !== order._id) return 'payment of another order';
  if (payment.amount !== order.amount || payment.currency !== order.currency) return 'amount or currency differs';
  if (payment.status !== 'captured') return `payment ${payment.status}, not captured`;
  return null;
}

const providerFailure = () => rpcError(502, ErrorCode.PaymentProviderError, Messages.paymentProviderError);

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
}

const fromRazorpay = (p: RazorpayPaymentEntity): ProviderPayment => ({
  id: String(p.id),
  orderId: String(p.order_id),
  amount: Number(p.amount),
  currency: String(p.currency),
  status: String(p.status),
});

interface RazorpayInternals {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Razorpay through its SDK; the SDK's host is fixed, so its axios instance is pointed at RAZORPAY_API_URL. */
class RazorpayProvider extends PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly signingSecret: string;
  readonly webhookSecret: string;
  private readonly client: Razorpay;

  constructor(config: BillingConfig) {
    super();
    this.keyId = config.RAZORPAY_KEY_ID!;
    this.signingSecret = config.RAZORPAY_KEY_SECRET!;
    this.webhookSecret = config.RAZORPAY_WEBHOOK_SECRET!;
    this.client = new Razorpay({ key_id: this.keyId, key_secret: this.signingSecret });
    const http = (this.client as unknown as RazorpayInternals).api.rq.defaults;
    http.baseURL = config.RAZORPAY_API_URL;
    http.timeout = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  }

  async createOrder(order: NewOrder): Promise<ProviderOrder> {
    let created: { id: string; amount: number | string; currency: string };
    try {
      created = await this.client.orders.create({
        amount: order.amount,
        currency: BILLING_LIMITS.currency,
        receipt: order.receipt,
        notes: order.notes,
      });
    } catch {
      throw providerFailure();
    }
    const result = { id: String(created.id), amount: Number(created.amount), currency: String(created.currency) };
    // An answer for another amount or currency is not the order we asked for.
    if (
      result.amount !== order.amount ||
      result.currency !== BILLING_LIMITS.currency ||
      !/^[\w-]{1,64}$/.test(result.id)
    ) {
      throw providerFailure();
    }
    return result;
  }

  /** Razorpay answers an unknown id with a 4xx: no such payment, not an outage. */
  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      return fromRazorpay((await this.client.payments.fetch(paymentId)) as RazorpayPaymentEntity);
    } catch (error) {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return null;
      throw providerFailure();
    }
  }

  async orderPayments(orderId: string): Promise<ProviderPayment[]> {
    let answer: { items?: unknown };
    try {
      answer = (await this.client.orders.fetchPayments(orderId)) as { items?: unknown };
    } catch {
      throw providerFailure();
    }
    return Array.isArray(answer.items) ? (answer.items as RazorpayPaymentEntity[]).map(fromRazorpay) : [];
  }
}

/** For development and tests: the server signs the checkout's outcome, so no secret reaches the browser. */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = undefined;
  readonly signingSecret: string;
  readonly webhookSecret: string;

  constructor(
    config: BillingConfig,
    private readonly payments: Model<SandboxPayment>,
  ) {
    super();
    this.signingSecret = config.PAYMENT_SANDBOX_SECRET;
    this.webhookSecret = config.RAZORPAY_WEBHOOK_SECRET ?? config.PAYMENT_SANDBOX_SECRET;
  }

  createOrder(order: NewOrder): Promise<ProviderOrder> {
    return Promise.resolve({
      id: `order_sbx${randomBytes(8).toString('hex')}`,
      amount: order.amount,
      currency: BILLING_LIMITS.currency,
    });
  }

  async pay(order: { _id: string; amount: number; currency: string }, outcome: 'captured' | 'failed'): Promise<string> {
    const id = `pay_sbx${randomBytes(8).toString('hex')}`;
    await this.payments.create({
      _id: id,
      orderId: order._id,
      amount: order.amount,
      currency: order.currency,
      status: outcome,
    });
    return id;
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.payments.findById(paymentId).lean<SandboxPayment>();
    return payment && toProviderPayment(payment);
  }

  async orderPayments(orderId: string): Promise<ProviderPayment[]> {
    const payments = await this.payments.find({ orderId }).lean<SandboxPayment[]>();
    return payments.map(toProviderPayment);
  }
}

const toProviderPayment = ({ _id, orderId, amount, currency, status }: SandboxPayment): ProviderPayment => ({
  id: _id,
  orderId,
  amount,
  currency,
  status,
});

export function paymentProvider(config: BillingConfig, sandboxPayments: Model<SandboxPayment>): PaymentProvider {
  return config.paymentProvider === 'razorpay'
    ? new RazorpayProvider(config)
    : new SandboxProvider(config, sandboxPayments);
}
