import { z } from 'zod';
import { configFrom, envInt, ServiceConfig, serviceSchema } from '@typing/service-kit';

export const DEV_SANDBOX_SECRET = 'dev-only-payment-sandbox-secret-0123456789';
const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** What a payment handler needs besides its one provider call (database reads and writes). */
const PROVIDER_DEADLINE_MARGIN_MS = 1_000;

const planDailyLimit = (fallback: number) => envInt().min(1).max(100_000).default(fallback);

/** Runs a cross-variable check even when other variables failed, as long as its own parsed. */
const whenParsed = (...names: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))),
});

const billingSchema = serviceSchema
  .extend({
    RAZORPAY_KEY_ID: z.string().min(8, 'RAZORPAY_KEY_ID must be set together with RAZORPAY_KEY_SECRET').optional(),
    RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET must be set together with RAZORPAY_KEY_ID').optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys').optional(),
    RAZORPAY_API_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'RAZORPAY_API_URL must look like https://host')
      .default(RAZORPAY_API_URL),
    PAYMENT_SANDBOX_SECRET: z
      .string()
      .min(32, 'PAYMENT_SANDBOX_SECRET must be at least 32 characters')
      .default(DEV_SANDBOX_SECRET),
    PLAN_DAILY_LIMIT_BASIC: planDailyLimit(5),
    PLAN_DAILY_LIMIT_PRO: planDailyLimit(20),
    PLAN_DAILY_LIMIT_PREMIUM: planDailyLimit(100),
    /** The gateway's NATS deadline: a provider call must end inside it, or the browser gets 504 while the order is made. */
    RPC_TIMEOUT_MS: envInt().min(100).max(60_000).default(5_000),
    PAYMENT_PROVIDER_TIMEOUT_MS: envInt().min(500).default(3_000),
    PAYMENT_RECONCILE_INTERVAL_MS: envInt()
      .min(1_000)
      .max(24 * 3600_000)
      .default(5 * 60_000),
  })
  .superRefine(
    (config, ctx) => {
      const missing = (name: string) =>
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: [name], input: undefined });
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
