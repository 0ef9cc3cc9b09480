import { z } from 'zod';
import { configFrom, envInt, ServiceConfig, serviceSchema } from '@typing/service-kit';

/** The development value of PAYMENT_SANDBOX_SECRET in .env.example; the sandbox never runs in production anyway. */
export const DEV_SANDBOX_SECRET = 'dev-only-payment-sandbox-secret-0123456789';
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** What a payment handler needs besides its one provider call (database reads and writes). */
export const PROVIDER_DEADLINE_MARGIN_MS = 1_000;

const planDailyLimit = (fallback: number) => envInt().min(1).max(100_000).default(fallback);

/** Runs a cross-variable check even when other variables failed, as long as its own parsed. */
const whenParsed = (...names: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))),
});

export const billingSchema = serviceSchema
  .extend({
    /** Razorpay's key id; with its secret it selects the real provider, without them the sandbox runs. */
    RAZORPAY_KEY_ID: z.string().min(8, 'RAZORPAY_KEY_ID must be set together with RAZORPAY_KEY_SECRET').optional(),
    /** Signs order_id|payment_id in Razorpay's checkout answer; never leaves the billing service. */
    RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET must be set together with RAZORPAY_KEY_ID').optional(),
    /** Signs the webhook bodies Razorpay sends (set in its dashboard); required with the keys. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys').optional(),
    /** Razorpay's API host; tests point it at a local server speaking the orders API. */
    RAZORPAY_API_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'RAZORPAY_API_URL must look like https://host')
      .default(RAZORPAY_API_URL),
    /** The sandbox provider's signing key (stands for Razorpay's key secret and webhook secret). */
    PAYMENT_SANDBOX_SECRET: z
      .string()
      .min(32, 'PAYMENT_SANDBOX_SECRET must be at least 32 characters')
      .default(DEV_SANDBOX_SECRET),
    /** AI practice texts a day per plan (defaults as the product brief suggests). */
    PLAN_DAILY_LIMIT_BASIC: planDailyLimit(5),
    PLAN_DAILY_LIMIT_PRO: planDailyLimit(20),
    PLAN_DAILY_LIMIT_PREMIUM: planDailyLimit(100),
    /**
     * The gateway's deadline for an answer over NATS (the gateway's own variable, which every app
     * receives): a provider call has to end inside it, or the browser gets 504 while the order is made.
     */
    RPC_TIMEOUT_MS: envInt().min(100).max(60_000).default(5_000),
    /**
     * How long one call to the provider's API may take (milliseconds): at most the gateway's deadline
     * less PROVIDER_DEADLINE_MARGIN_MS for the handler's own database work, so the deadlines nest.
     */
    PAYMENT_PROVIDER_TIMEOUT_MS: envInt().min(500).default(3_000),
    /** How often the reconciler looks for orders paid at the provider but never confirmed here. */
    PAYMENT_RECONCILE_INTERVAL_MS: envInt()
      .min(1_000)
      .max(24 * 3600_000)
      .default(5 * 60_000),
  })
  .superRefine(
    (config, ctx) => {
      const missing = (name: string) =>
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: [name], input: undefined });
      // Either key brings the other, and the key id brings the webhook secret.
      const { RAZORPAY_KEY_ID: id, RAZORPAY_KEY_SECRET: secret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
      if (secret !== undefined && id === undefined) missing('RAZORPAY_KEY_ID');
      if (id !== undefined && secret === undefined) missing('RAZORPAY_KEY_SECRET');
      if (id !== undefined && webhookSecret === undefined) missing('RAZORPAY_WEBHOOK_SECRET');
    },
    whenParsed('RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'),
  )
  .superRefine(
    ({ PAYMENT_PROVIDER_TIMEOUT_MS, RPC_TIMEOUT_MS }, ctx) => {
      if (PAYMENT_PROVIDER_TIMEOUT_MS + PROVIDER_DEADLINE_MARGIN_MS <= RPC_TIMEOUT_MS) return;
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER_TIMEOUT_MS'],
        message: `must be at least ${PROVIDER_DEADLINE_MARGIN_MS} ms below RPC_TIMEOUT_MS (${RPC_TIMEOUT_MS}), the gateway's deadline`,
      });
    },
    whenParsed('PAYMENT_PROVIDER_TIMEOUT_MS', 'RPC_TIMEOUT_MS'),
  );

const paymentProviderOf = (config: { RAZORPAY_KEY_ID?: string }) => (config.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox');

export class BillingConfig extends configFrom(billingSchema, (config) => ({
  ...ServiceConfig.devDefaultsInUse(config),
  // No keys means the sandbox: anyone could "pay" with the in-app test checkout.
  'RAZORPAY_KEY_ID (the sandbox payment provider)': paymentProviderOf(config) === 'sandbox',
  RAZORPAY_API_URL: config.RAZORPAY_API_URL !== RAZORPAY_API_URL,
})) {
  get paymentProvider(): 'razorpay' | 'sandbox' {
    return paymentProviderOf(this);
  }
}
