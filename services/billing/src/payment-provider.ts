import { randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import { BILLING_LIMITS, ErrorCode, Messages, type PaymentProviderName } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type { BillingConfig } from './billing.config';

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface NewOrder {
  /** In paise. */
  amount: number;
  receipt: string;
  notes: Record<string, string>;
}

/**
 * Where orders are created and which secrets sign the payment's confirmation and the webhooks.
 * Both providers follow Razorpay's protocol: the checkout answers an order id, a payment id and
 * HMAC-SHA256(key secret, `order_id|payment_id`); webhooks carry HMAC-SHA256(webhook secret, body).
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  /** The public key id the browser's checkout needs (Razorpay only). */
  abstract readonly keyId?: string;
  /** Signs (sandbox) or has signed (Razorpay) `order_id|payment_id`. */
  abstract readonly signingSecret: string;
  abstract readonly webhookSecret: string;
  abstract createOrder(order: NewOrder): Promise<ProviderOrder>;
}

interface RazorpayInternals {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Razorpay through its SDK; the SDK's host is fixed, so its axios instance is pointed at RAZORPAY_API_URL. */
export class RazorpayProvider extends PaymentProvider {
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
      throw rpcError(502, ErrorCode.PaymentProviderError, Messages.paymentProviderError);
    }
    const result = { id: String(created.id), amount: Number(created.amount), currency: String(created.currency) };
    // An answer for another amount or currency is not the order we asked for.
    if (
      result.amount !== order.amount ||
      result.currency !== BILLING_LIMITS.currency ||
      !/^[\w-]{1,64}$/.test(result.id)
    ) {
      throw rpcError(502, ErrorCode.PaymentProviderError, Messages.paymentProviderError);
    }
    return result;
  }
}

/**
 * The built-in provider for development and tests (ARCHITECTURE.md): orders are made here, the
 * in-app checkout step asks the server to sign the outcome, so no secret reaches the browser.
 * Production refuses to boot with it (BillingConfig.devDefaultsInUse).
 */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = undefined;
  readonly signingSecret: string;
  readonly webhookSecret: string;

  constructor(config: BillingConfig) {
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

  newPaymentId(): string {
    return `pay_sbx${randomBytes(8).toString('hex')}`;
  }
}

export function paymentProvider(config: BillingConfig): PaymentProvider {
  return config.paymentProvider === 'razorpay' ? new RazorpayProvider(config) : new SandboxProvider(config);
}
