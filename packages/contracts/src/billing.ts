/**
 * Plans, orders, subscriptions and AI practice text: each request and answer declared
 * once as a zod schema; the gateway, the billing and ai-text services, OpenAPI and the browser all
 * take them from here.
 */
import { HINDI_LAYOUT_IDS } from '@typing/typing-core';
import { z } from 'zod';
import { Messages } from './errors';
import { AI_TEXT_LIMITS, BILLING_LIMITS } from './limits';
import { rpcContract } from './rpc-contract';
import { EmptyRequestSchema, objectIdSchema, singleKeySchema, UserRefSchema, wholeNumber } from './schema-kit';
import { Subjects } from './subjects';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Ids from the payment provider: letters, digits, `_` and `-` only (they end up in HMAC input and queries). */
function providerId(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(BILLING_LIMITS.idMax, `${label} is not valid.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid.`);
}

const planIdSchema = wholeNumber(1, 1000);
const currencySchema = z.literal(BILLING_LIMITS.currency);

// --- Requests -------------------------------------------------------------------------------

/** POST /api/razorpay/createorder: the spec sends the plan's price (rupees); the plan id is optional. */
export const CreateOrderSchema = z.strictObject({
  amount: z
    .int({ error: Messages.amountMismatch })
    .min(1, Messages.amountMismatch)
    .max(1_000_000, Messages.amountMismatch)
    .meta({ example: 2, description: 'The chosen plan’s price in rupees' }),
  planId: planIdSchema.optional().meta({ example: 2, description: 'When given, the amount must be this plan’s price' }),
});
export const CreateOrderCommandSchema = CreateOrderSchema.extend(UserRefSchema.shape);
export type CreateOrder = z.infer<typeof CreateOrderSchema>;
export type CreateOrderCommand = z.infer<typeof CreateOrderCommandSchema>;

/** POST /api/razorpay/verify: the fields Razorpay's checkout hands to its handler. */
export const VerifyPaymentSchema = z.strictObject({
  razorpay_order_id: providerId('The order id').meta({ example: 'order_NY1dQ0n3Z0Lx1a' }),
  razorpay_payment_id: providerId('The payment id').meta({ example: 'pay_NY1dVb3f0Lx1aQ' }),
  razorpay_signature: z
    .string({ error: Messages.paymentVerificationFailed })
    .regex(/^[0-9a-f]{64}$/i, Messages.paymentVerificationFailed)
    .meta({ description: 'Hex HMAC-SHA256 of `order_id|payment_id`' }),
});
export const VerifyPaymentCommandSchema = VerifyPaymentSchema.extend(UserRefSchema.shape);
/** What Razorpay's checkout hands its `handler` (and what the sandbox checkout answers on success). */
export type PaymentConfirmation = z.infer<typeof VerifyPaymentSchema>;
export type VerifyPaymentCommand = z.infer<typeof VerifyPaymentCommandSchema>;

/** POST /api/subscription/createsubscription (spec §3 "Subscription create request"). */
export const CreateSubscriptionSchema = z.strictObject({
  orderId: providerId('The order id').meta({ example: 'order_NY1dQ0n3Z0Lx1a' }),
  amount: z.int().min(1).meta({ example: 200, description: 'The order’s amount (paise) or the plan price (rupees)' }),
  currency: currencySchema,
  planId: planIdSchema.meta({ example: 2 }),
});
export const CreateSubscriptionCommandSchema = CreateSubscriptionSchema.extend(UserRefSchema.shape);
export type CreateSubscription = z.infer<typeof CreateSubscriptionSchema>;
export type CreateSubscriptionCommand = z.infer<typeof CreateSubscriptionCommandSchema>;

/** POST /api/razorpay/sandbox-checkout: the in-app test checkout succeeds or fails a payment. */
export const SandboxCheckoutSchema = z.strictObject({
  orderId: providerId('The order id').meta({ example: 'order_sbx_4f7c1a2b3c4d5e6f' }),
  outcome: z.enum(['success', 'failure']),
});
export const SandboxCheckoutCommandSchema = SandboxCheckoutSchema.extend(UserRefSchema.shape);
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;
export type SandboxCheckoutCommand = z.infer<typeof SandboxCheckoutCommandSchema>;

/** GET /api/subscription/upgrade?planId=3: what moving to that (higher) plan costs now. */
export const UpgradeQuoteQuerySchema = z.strictObject({
  planId: z.coerce
    .number({ error: 'The plan id must be a whole number.' })
    .pipe(planIdSchema)
    .meta({ example: 3, description: 'The higher plan to move to' }),
});
export const UpgradeQuoteCommandSchema = z.strictObject({ ...UserRefSchema.shape, planId: planIdSchema });
export type UpgradeQuoteQuery = z.input<typeof UpgradeQuoteQuerySchema>;
export type UpgradeQuoteCommand = z.infer<typeof UpgradeQuoteCommandSchema>;

/** GET /api/subscription/payments/:paymentId: one of the caller's payments. */
export const PaymentIdSchema = providerId('The payment id');
export const ReceiptCommandSchema = z.strictObject({ ...UserRefSchema.shape, paymentId: PaymentIdSchema });
export type ReceiptCommand = z.infer<typeof ReceiptCommandSchema>;

/** Giving back the use a failed generation had taken. */
export const ReleaseUseSchema = z.strictObject({
  userId: objectIdSchema,
  subscriptionId: objectIdSchema,
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ReleaseUse = z.infer<typeof ReleaseUseSchema>;

/** The gateway forwards a provider webhook untouched: billing checks its HMAC over these exact bytes. */
export const PaymentWebhookSchema = z.strictObject({
  /** The raw body, base64 (the signature is over bytes, not over re-serialised JSON). */
  rawBody: z.string().min(1).max(200_000),
  signature: z.string().max(256),
  eventId: z.string().max(128).optional(),
});
export type PaymentWebhook = z.infer<typeof PaymentWebhookSchema>;

/** The languages AI practice writes in: English (the spec's) and Hindi. */
export const AI_TEXT_LANGUAGES = ['en', 'hi'] as const;

const getTextFields = {
  misTypes: z
    .array(singleKeySchema)
    .max(AI_TEXT_LIMITS.misTypesMax)
    .meta({
      example: ['q', 'z', 'x'],
      description:
        "Single characters, most missed first; with a Hindi 'layout', physical keys as a Hindi result's per-key figures name them",
    }),
  language: z.enum(AI_TEXT_LANGUAGES).optional().meta({ description: "The text's language; absent means 'en'" }),
  layout: z.enum(HINDI_LAYOUT_IDS).optional().meta({
    description: "Hindi only: the emulated layout whose keys 'misTypes' name (absent: they are Devanagari characters)",
  }),
};

/** A layout names the keys of a Hindi text only. */
function layoutWithHindi(request: { language?: string; layout?: string }, context: z.RefinementCtx) {
  if (request.layout !== undefined && request.language !== 'hi') {
    context.addIssue({ code: 'custom', path: ['layout'], message: "'layout' belongs to Hindi texts only." });
  }
}

/** POST /api/text/gettext (spec §7): the keys to practise; empty means "my long-term weak keys". */
export const GetTextSchema = z.strictObject(getTextFields).superRefine(layoutWithHindi);
export const GenerateTextCommandSchema = z
  .strictObject({ ...getTextFields, ...UserRefSchema.shape })
  .superRefine(layoutWithHindi);
export type GetText = z.infer<typeof GetTextSchema>;
export type GenerateTextCommand = z.infer<typeof GenerateTextCommandSchema>;

// --- Answers --------------------------------------------------------------------------------

/** One plan as the subscription page shows it (spec §9); prices in rupees. */
export const PlanViewSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number(),
  currency: currencySchema,
  features: z.array(z.string()),
  highlight: z.boolean(),
  /** AI practice texts a day (server config). */
  dailyLimit: z.int(),
});
export type PlanView = z.infer<typeof PlanViewSchema>;

/** GET /api/subscription/plans: the catalogue and which checkout the browser must open. */
export const PlansResponseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's public key id for its checkout script; absent with the sandbox. */
  keyId: z.string().optional(),
  currency: currencySchema,
  plans: z.array(PlanViewSchema),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/**
 * Moving from the active plan to a higher one: the days left of the current plan are
 * credited pro rata (whole days at the current plan's price), the new plan starts at payment and
 * runs a full period, and the current one ends then. All amounts in paise, computed by billing.
 */
export const UpgradeQuoteSchema = z.object({
  fromPlanId: z.int(),
  fromPlanName: z.string(),
  toPlanId: z.int(),
  toPlanName: z.string(),
  currency: currencySchema,
  /** The new plan's full price. */
  pricePaise: z.int(),
  /** Whole days left of the current plan (a started day is not credited). */
  daysLeft: z.int(),
  /** What those days are worth: current price × daysLeft / period days. */
  creditPaise: z.int(),
  /** What the member pays now: price − credit (never below the provider's minimum of ₹1). */
  chargePaise: z.int(),
  /** When the current plan would have ended; it ends when the upgrade is paid instead. */
  currentEndsAt: z.string(),
  /** The new plan's period if paid now. */
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type UpgradeQuote = z.infer<typeof UpgradeQuoteSchema>;

/** POST /api/razorpay/createorder answer: amount in paise (for an upgrade, the charge after credit). */
export const PaymentOrderViewSchema = z.object({
  id: z.string(),
  amount: z.int().meta({ description: 'Paise' }),
  currency: currencySchema,
  planId: z.int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string().optional(),
  /** Present when the order moves an active plan to a higher one. */
  upgrade: UpgradeQuoteSchema.optional(),
});
export type PaymentOrderView = z.infer<typeof PaymentOrderViewSchema>;

/** POST /api/razorpay/sandbox-checkout answer. */
export const SandboxCheckoutResultSchema = z.discriminatedUnion('outcome', [
  VerifyPaymentSchema.extend({ outcome: z.literal('success') }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
  }),
]);
export type SandboxCheckoutResult = z.infer<typeof SandboxCheckoutResultSchema>;

/** GET /api/subscription/mysubscription (spec §3: planId, remainingDailyLimit) and createsubscription's answer. */
export const SubscriptionViewSchema = z.object({
  planId: z.int(),
  planName: z.string(),
  remainingDailyLimit: z.int(),
  dailyLimit: z.int(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** When today's allowance is full again: the next midnight in India (UTC+05:30). */
  resetsAt: z.string(),
  orderId: z.string(),
  /** The end of the last period paid for: after `expiresAt` once a renewal is queued behind this one. */
  paidUntil: z.string(),
  /** Whether the same plan can be paid for again now (it adds a period from `paidUntil`). */
  renewable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

export const VerifyPaymentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  subscription: SubscriptionViewSchema,
});
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResultSchema>;

export const CheckExpiredResultSchema = z.object({ updatedCount: z.int() });
export type CheckExpiredResult = z.infer<typeof CheckExpiredResultSchema>;

/**
 * The webhook's answer: `accepted` once the event is recorded, before its fulfilment,
 * which runs in the background (and is retried by the reconciler until it is done).
 */
export const PaymentWebhookResultSchema = z.object({ status: z.enum(['accepted', 'duplicate', 'ignored']) });
export type PaymentWebhookResult = z.infer<typeof PaymentWebhookResultSchema>;

/** One use of the daily AI allowance, as billing granted it (needed to give it back). */
export const UseGrantSchema = z.object({
  subscriptionId: z.string(),
  day: z.string(),
  planId: z.int(),
  remainingDailyLimit: z.int(),
});
export type UseGrant = z.infer<typeof UseGrantSchema>;

export const ReleaseUseResultSchema = z.object({ released: z.boolean() });
export type ReleaseUseResult = z.infer<typeof ReleaseUseResultSchema>;

export const PRACTICE_TEXT_SOURCES = ['openai', 'builtin'] as const;
export type PracticeTextSource = (typeof PRACTICE_TEXT_SOURCES)[number];

/** POST /api/text/gettext answer: `message` is the new sample text (spec §7). */
export const GeneratedTextViewSchema = z.object({
  message: z.string(),
  source: z
    .enum(PRACTICE_TEXT_SOURCES)
    .meta({ description: 'Who wrote the text: the configured model or the built-in generator' }),
  weakKeys: z.array(z.string()),
  remainingDailyLimit: z.int(),
});
export type GeneratedTextView = z.infer<typeof GeneratedTextViewSchema>;

/** One payment as the billing page and its printable receipt show it (amounts in paise). */
export const ReceiptSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
  planId: z.int(),
  planName: z.string(),
  amount: z.int().meta({ description: 'Paise' }),
  currency: currencySchema,
  status: z.enum(['paid']),
  /** The period this payment bought (an upgraded period ends when the upgrade was paid). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** For an upgrade: the plan left and the credit for its days. */
  upgrade: z.object({ fromPlanName: z.string(), daysLeft: z.int(), creditPaise: z.int() }).optional(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** GET /api/subscription/payments: the caller's payments, newest first, at most `limit`. */
export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSchema), limit: z.int() });
export type ReceiptList = z.infer<typeof ReceiptListSchema>;

/** `billing.user.export`: a member's own billing records (orders capped at BILLING_EXPORT_ORDERS). */
export const BillingExportSchema = z.object({
  subscriptions: z.array(
    z.object({ planId: z.int(), status: z.string(), startsAt: z.string(), expiresAt: z.string(), orderId: z.string() }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      planId: z.int(),
      amount: z.int().meta({ description: 'Paise' }),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().optional(),
    }),
  ),
  /** Unpaid orders past BILLING_EXPORT_ORDERS that the list leaves out (absent when none). */
  ordersOmitted: z.int().optional(),
});
export type BillingExport = z.infer<typeof BillingExportSchema>;

/** `billing.user.delete`: how many records were unlinked from the member. */
export const BillingUnlinkedSchema = z.object({ subscriptions: z.int(), orders: z.int() });
export type BillingUnlinked = z.infer<typeof BillingUnlinkedSchema>;

export const billingRpc = {
  [Subjects.billing.plans]: rpcContract(EmptyRequestSchema, PlansResponseSchema),
  [Subjects.billing.createOrder]: rpcContract(CreateOrderCommandSchema, PaymentOrderViewSchema),
  [Subjects.billing.verifyPayment]: rpcContract(VerifyPaymentCommandSchema, VerifyPaymentResultSchema),
  [Subjects.billing.sandboxCheckout]: rpcContract(SandboxCheckoutCommandSchema, SandboxCheckoutResultSchema),
  [Subjects.billing.webhook]: rpcContract(PaymentWebhookSchema, PaymentWebhookResultSchema),
  [Subjects.billing.createSubscription]: rpcContract(CreateSubscriptionCommandSchema, SubscriptionViewSchema),
  [Subjects.billing.mySubscription]: rpcContract(UserRefSchema, SubscriptionViewSchema),
  [Subjects.billing.checkExpired]: rpcContract(UserRefSchema, CheckExpiredResultSchema),
  [Subjects.billing.upgradeQuote]: rpcContract(UpgradeQuoteCommandSchema, UpgradeQuoteSchema),
  [Subjects.billing.receipts]: rpcContract(UserRefSchema, ReceiptListSchema),
  [Subjects.billing.receipt]: rpcContract(ReceiptCommandSchema, ReceiptSchema),
  [Subjects.billing.consumeUse]: rpcContract(UserRefSchema, UseGrantSchema),
  [Subjects.billing.releaseUse]: rpcContract(ReleaseUseSchema, ReleaseUseResultSchema),
  [Subjects.billing.exportUser]: rpcContract(UserRefSchema, BillingExportSchema),
  [Subjects.billing.deleteUser]: rpcContract(UserRefSchema, BillingUnlinkedSchema),
  [Subjects.aiText.generate]: rpcContract(GenerateTextCommandSchema, GeneratedTextViewSchema),
  [Subjects.aiText.deleteUser]: rpcContract(UserRefSchema, z.object({ deleted: z.int() })),
} as const;
