import { IsInt, IsString, Matches, Max, Min, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { ServiceConfig } from '@typing/service-kit';

/** The development value of PAYMENT_SANDBOX_SECRET in .env.example; the sandbox never runs in production anyway. */
export const DEV_SANDBOX_SECRET = 'dev-only-payment-sandbox-secret-0123456789';
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
/** What a payment handler needs besides its one provider call (database reads and writes). */
export const PROVIDER_DEADLINE_MARGIN_MS = 1_000;

export class BillingConfig extends ServiceConfig {
  /** Razorpay's key id; with its secret it selects the real provider, without them the sandbox runs. */
  @ValidateIf((c: BillingConfig) => c.RAZORPAY_KEY_SECRET !== undefined || c.RAZORPAY_KEY_ID !== undefined)
  @IsString()
  @MinLength(8, { message: 'RAZORPAY_KEY_ID must be set together with RAZORPAY_KEY_SECRET' })
  RAZORPAY_KEY_ID?: string;

  /** Signs order_id|payment_id in Razorpay's checkout answer; never leaves the billing service. */
  @ValidateIf((c: BillingConfig) => c.RAZORPAY_KEY_ID !== undefined || c.RAZORPAY_KEY_SECRET !== undefined)
  @IsString()
  @MinLength(8, { message: 'RAZORPAY_KEY_SECRET must be set together with RAZORPAY_KEY_ID' })
  RAZORPAY_KEY_SECRET?: string;

  /** Signs the webhook bodies Razorpay sends (set in its dashboard); required with the keys. */
  @ValidateIf((c: BillingConfig) => c.RAZORPAY_KEY_ID !== undefined || c.RAZORPAY_WEBHOOK_SECRET !== undefined)
  @IsString()
  @MinLength(8, { message: 'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys' })
  RAZORPAY_WEBHOOK_SECRET?: string;

  /** Razorpay's API host; tests point it at a local server speaking the orders API. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'RAZORPAY_API_URL must look like https://host' })
  RAZORPAY_API_URL: string = RAZORPAY_API_URL;

  /** The sandbox provider's signing key (stands for Razorpay's key secret and webhook secret). */
  @IsString()
  @MinLength(32, { message: 'PAYMENT_SANDBOX_SECRET must be at least 32 characters' })
  PAYMENT_SANDBOX_SECRET: string = DEV_SANDBOX_SECRET;

  /** AI practice texts a day per plan (defaults as the product brief suggests). */
  @IsInt() @Min(1) @Max(100_000) PLAN_DAILY_LIMIT_BASIC: number = 5;
  @IsInt() @Min(1) @Max(100_000) PLAN_DAILY_LIMIT_PRO: number = 20;
  @IsInt() @Min(1) @Max(100_000) PLAN_DAILY_LIMIT_PREMIUM: number = 100;

  /**
   * The gateway's deadline for an answer over NATS (the gateway's own variable, which every app
   * receives): a provider call has to end inside it, or the browser gets 504 while the order is made.
   */
  @IsInt() @Min(100) @Max(60_000) RPC_TIMEOUT_MS: number = 5_000;

  /**
   * How long one call to the provider's API may take (milliseconds): at most the gateway's deadline
   * less PROVIDER_DEADLINE_MARGIN_MS for the handler's own database work, so the deadlines nest.
   */
  @IsInt()
  @Min(500)
  @ValidateBy({
    name: 'nestsInRpcDeadline',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'number' &&
        value + PROVIDER_DEADLINE_MARGIN_MS <= (args?.object as BillingConfig).RPC_TIMEOUT_MS,
      defaultMessage: (args) =>
        `must be at least ${PROVIDER_DEADLINE_MARGIN_MS} ms below RPC_TIMEOUT_MS (${String((args?.object as BillingConfig).RPC_TIMEOUT_MS)}), the gateway's deadline`,
    },
  })
  PAYMENT_PROVIDER_TIMEOUT_MS: number = 3_000;

  /** How often the reconciler looks for orders paid at the provider but never confirmed here. */
  @IsInt() @Min(1_000) @Max(24 * 3600_000) PAYMENT_RECONCILE_INTERVAL_MS: number = 5 * 60_000;

  get paymentProvider(): 'razorpay' | 'sandbox' {
    return this.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox';
  }

  override devDefaultsInUse(): Record<string, boolean> {
    return {
      ...super.devDefaultsInUse(),
      // No keys means the sandbox: anyone could "pay" with the in-app test checkout.
      'RAZORPAY_KEY_ID (the sandbox payment provider)': this.paymentProvider === 'sandbox',
      RAZORPAY_API_URL: this.RAZORPAY_API_URL !== RAZORPAY_API_URL,
    };
  }
}
