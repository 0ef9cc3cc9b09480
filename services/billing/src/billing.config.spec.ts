import { configProblems, loadConfig } from '@typing/service-kit';
import { BillingConfig, DEV_SANDBOX_SECRET } from './billing.config';

const base = {
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_USER: 'billing',
  NATS_PASSWORD: 'unit-test-nats-password',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
};
const keys = {
  RAZORPAY_KEY_ID: 'rzp_live_abcdef12',
  RAZORPAY_KEY_SECRET: 'live-secret-1234567890',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1234567890',
};

function problems(env: Record<string, string>): string[] {
  return configProblems(BillingConfig, env);
}

describe('BillingConfig', () => {
  it('runs the sandbox without keys, with the suggested allowances', () => {
    const config = loadConfig(BillingConfig, base);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.PAYMENT_SANDBOX_SECRET).toBe(DEV_SANDBOX_SECRET);
    expect([config.PLAN_DAILY_LIMIT_BASIC, config.PLAN_DAILY_LIMIT_PRO, config.PLAN_DAILY_LIMIT_PREMIUM]).toEqual([
      5, 20, 100,
    ]);
  });

  it('selects Razorpay with keys, and wants the key secret and the webhook secret with the key id', () => {
    expect(loadConfig(BillingConfig, { ...base, ...keys }).paymentProvider).toBe('razorpay');
    expect(problems({ ...base, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toEqual(
      expect.arrayContaining([
        expect.stringContaining('RAZORPAY_KEY_SECRET'),
        expect.stringContaining('RAZORPAY_WEBHOOK_SECRET'),
      ]),
    );
    expect(problems({ ...base, RAZORPAY_KEY_SECRET: 'only-the-secret' })).toEqual([
      expect.stringContaining('RAZORPAY_KEY_ID'),
    ]);
  });

  it('refuses the sandbox and a foreign API host in production', () => {
    expect(problems({ ...base, NODE_ENV: 'production' })).toEqual([expect.stringContaining('sandbox')]);
    expect(problems({ ...base, ...keys, NODE_ENV: 'production' })).toEqual([]);
    expect(problems({ ...base, ...keys, NODE_ENV: 'production', RAZORPAY_API_URL: 'http://127.0.0.1:9' })).toEqual([
      expect.stringContaining('RAZORPAY_API_URL'),
    ]);
  });

  it("refuses the deploy template's placeholders and short secrets in production (a forged webhook would buy a plan)", () => {
    const production = { ...base, ...keys, NODE_ENV: 'production' };
    expect(problems({ ...production, RAZORPAY_WEBHOOK_SECRET: 'CHANGE_ME' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET still holds a placeholder (CHANGE_ME): set the real value',
    ]);
    expect(problems({ ...production, RAZORPAY_KEY_SECRET: 'change_me-please-000000' })).toEqual([
      'RAZORPAY_KEY_SECRET still holds a placeholder (CHANGE_ME): set the real value',
    ]);
    expect(problems({ ...production, RAZORPAY_WEBHOOK_SECRET: 'short-secret' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET must be at least 16 characters in production',
    ]);
    // Development keeps booting with whatever a developer set.
    expect(problems({ ...production, NODE_ENV: 'development', RAZORPAY_WEBHOOK_SECRET: 'CHANGE_ME' })).toEqual([]);
  });

  it("keeps the provider's timeout inside the gateway's deadline, with a second for the handler's own work", () => {
    const config = loadConfig(BillingConfig, base);
    expect([config.PAYMENT_PROVIDER_TIMEOUT_MS, config.RPC_TIMEOUT_MS]).toEqual([3000, 5000]);
    expect(problems({ ...base, PAYMENT_PROVIDER_TIMEOUT_MS: '4000' })).toEqual([]);
    // The old default: the browser got 504 while the provider was still making the order.
    expect(problems({ ...base, PAYMENT_PROVIDER_TIMEOUT_MS: '10000' })).toEqual([
      "PAYMENT_PROVIDER_TIMEOUT_MS: must be at least 1000 ms below RPC_TIMEOUT_MS (5000), the gateway's deadline",
    ]);
    expect(problems({ ...base, PAYMENT_PROVIDER_TIMEOUT_MS: '4001' })).toHaveLength(1);
    // A longer gateway deadline allows a longer provider call; a shorter one refuses the default.
    expect(problems({ ...base, RPC_TIMEOUT_MS: '12000', PAYMENT_PROVIDER_TIMEOUT_MS: '10000' })).toEqual([]);
    expect(problems({ ...base, RPC_TIMEOUT_MS: '3500' })).toEqual([expect.stringContaining('RPC_TIMEOUT_MS (3500)')]);
  });
});
