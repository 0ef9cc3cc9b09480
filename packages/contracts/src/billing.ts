import { HINDI_LAYOUT_IDS } from '@typing/typing-core';
import { z } from 'zod';
import { Messages } from './errors';
import { AI_TEXT_LIMITS, BILLING_LIMITS } from './limits';
import { rpcContract } from './rpc-contract';
import { EmptyRequestSchema, objectIdSchema, singleKeySchema, UserRefSchema, wholeNumber } from './schema-kit';
import { Subjects } from './subjects';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Letters, digits, `_` and `-` only: they end up in HMAC input and queries. */
function providerId(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(BILLING_LIMITS.idMax, `${label} is not valid.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid.`);
}

const planIdSchema = wholeNumber(1, 1000);
const currencySchema = z.literal(BILLING_LIMITS.currency);

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

export const VerifyPaymentSchema = z.strictObject({
  razorpay_order_id: providerId('The order id').meta({ example: 'order_NY1dQ0n3Z0Lx1a' }),
  razorpay_payment_id: providerId('The payment id').meta({ example: 'pay_NY1dVb3f0Lx1aQ' }),
  razorpay_signature: z
    .string({ error: Messages.paymentVerificationFailed })
    .regex(/^[0-9a-f]{64}$/i, Messages.paymentVerificationFailed)
    .meta({ description: 'Hex HMAC-SHA256 of `order_id|payment_id`' }),
});
export const VerifyPaymentCommandSchema = VerifyPaymentSchema.extend(UserRefSchema.shape);
export type PaymentConfirmation = z.infer<typeof VerifyPaymentSchema>;
export type VerifyPaymentCommand = z.infer<typeof VerifyPaymentCommandSchema>;

export const CreateSubscriptionSchema = z.strictObject({
  orderId: providerId('The order id').meta({ example: 'order_NY1dQ0n3Z0Lx1a' }),
  amount: z.int().min(1).meta({ example: 200, description: 'The order’s amount (paise) or the plan price (rupees)' }),
  currency: currencySchema,
  planId: planIdSchema.meta({ example: 2 }),
});
export const CreateSubscriptionCommandSchema = CreateSubscriptionSchema.extend(UserRefSchema.shape);
export type CreateSubscription = z.infer<typeof CreateSubscriptionSchema>;
export type CreateSubscriptionCommand = z.infer<typeof CreateSubscriptionCommandSchema>;

export const SandboxCheckoutSchema = z.strictObject({
  orderId: providerId('The order id').meta({ example: 'order_sbx_4f7c1a2b3c4d5e6f' }),
  outcome: z.enum(['success', 'failure']),
});
export const SandboxCheckoutCommandSchema = SandboxCheckoutSchema.extend(UserRefSchema.shape);
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;
export type SandboxCheckoutCommand = z.infer<typeof SandboxCheckoutCommandSchema>;

export const UpgradeQuoteQuerySchema = z.strictObject({
  planId: z.coerce
    .number({ error: 'The plan id must be a whole number.' })
    .pipe(planIdSchema)
    .meta({ example: 3, description: 'The higher plan to move to' }),
});
export const UpgradeQuoteCommandSchema = z.strictObject({ ...UserRefSchema.shape, planId: planIdSchema });
export type UpgradeQuoteQuery = z.input<typeof UpgradeQuoteQuerySchema>;
export type UpgradeQuoteCommand = z.infer<typeof UpgradeQuoteCommandSchema>;

export const PaymentIdSchema = providerId('The payment id');
export const ReceiptCommandSchema = z.strictObject({ ...UserRefSchema.shape, paymentId: PaymentIdSchema });
export type ReceiptCommand = z.infer<typeof ReceiptCommandSchema>;

export const ReleaseUseSchema = z.strictObject({
  userId: objectIdSchema,
  subscriptionId: objectIdSchema,
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ReleaseUse = z.infer<typeof ReleaseUseSchema>;

/** Forwarded untouched: billing checks the HMAC over these exact bytes. */
export const PaymentWebhookSchema = z.strictObject({
  /** Base64: the signature is over bytes, not re-serialised JSON. */
  rawBody: z.string().min(1).max(200_000),
  signature: z.string().max(256),
  eventId: z.string().max(128).optional(),
});
export type PaymentWebhook = z.infer<typeof PaymentWebhookSchema>;

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

function layoutWithHindi(request: { language?: string; layout?: string }, context: z.RefinementCtx) {
  if (request.layout !== undefined && request.language !== 'hi') {
    context.addIssue({ code: 'custom', path: ['layout'], message: "'layout' belongs to Hindi texts only." });
  }
}

/** Empty `misTypes` means "my long-term weak keys". */
export const GetTextSchema = z.strictObject(getTextFields).superRefine(layoutWithHindi);
export const GenerateTextCommandSchema = z
  .strictObject({ ...getTextFields, ...UserRefSchema.shape })
  .superRefine(layoutWithHindi);
export type GetText = z.infer<typeof GetTextSchema>;
export type GenerateTextCommand = z.infer<typeof GenerateTextCommandSchema>;

export const PlanViewSchema = z.object({
  id: z.int(),
  name: z.string(),
  price: z.number(),
  currency: currencySchema,
  features: z.array(z.string()),
  highlight: z.boolean(),
  dailyLimit: z.int(),
});
export type PlanView = z.infer<typeof PlanViewSchema>;

export const PlansResponseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string().optional(),
  currency: currencySchema,
  plans: z.array(PlanViewSchema),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** The days left of the current plan are credited pro rata; the new plan runs a full period from payment. Paise. */
export const UpgradeQuoteSchema = z.object({
  fromPlanId: z.int(),
  fromPlanName: z.string(),
  toPlanId: z.int(),
  toPlanName: z.string(),
  currency: currencySchema,
  pricePaise: z.int(),
  daysLeft: z.int(),
  creditPaise: z.int(),
  /** Price − credit, never below the provider's minimum of ₹1. */
  chargePaise: z.int(),
  currentEndsAt: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type UpgradeQuote = z.infer<typeof UpgradeQuoteSchema>;

export const PaymentOrderViewSchema = z.object({
  id: z.string(),
  amount: z.int().meta({ description: 'Paise' }),
  currency: currencySchema,
  planId: z.int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string().optional(),
  upgrade: UpgradeQuoteSchema.optional(),
});
export type PaymentOrderView = z.infer<typeof PaymentOrderViewSchema>;

export const SandboxCheckoutResultSchema = z.discriminatedUnion('outcome', [
  VerifyPaymentSchema.extend({ outcome: z.literal('success') }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
  }),
]);
export type SandboxCheckoutResult = z.infer<typeof SandboxCheckoutResultSchema>;

export const SubscriptionViewSchema = z.object({
  planId: z.int(),
  planName: z.string(),
  remainingDailyLimit: z.int(),
  dailyLimit: z.int(),
  startsAt: z.string(),
  expiresAt: z.string(),
  resetsAt: z.string(),
  orderId: z.string(),
  paidUntil: z.string(),
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

/** `accepted` once the event is recorded; fulfilment runs in the background, retried by the reconciler. */
export const PaymentWebhookResultSchema = z.object({ status: z.enum(['accepted', 'duplicate', 'ignored']) });
export type PaymentWebhookResult = z.infer<typeof PaymentWebhookResultSchema>;

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

export const GeneratedTextViewSchema = z.object({
  message: z.string(),
  source: z
    .enum(PRACTICE_TEXT_SOURCES)
    .meta({ description: 'Who wrote the text: the configured model or the built-in generator' }),
  weakKeys: z.array(z.string()),
  remainingDailyLimit: z.int(),
});
export type GeneratedTextView = z.infer<typeof GeneratedTextViewSchema>;

export const ReceiptSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
  planId: z.int(),
  planName: z.string(),
  amount: z.int().meta({ description: 'Paise' }),
  currency: currencySchema,
  status: z.enum(['paid']),
  periodStart: z.string(),
  periodEnd: z.string(),
  upgrade: z.object({ fromPlanName: z.string(), daysLeft: z.int(), creditPaise: z.int() }).optional(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSchema), limit: z.int() });
export type ReceiptList = z.infer<typeof ReceiptListSchema>;

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
  ordersOmitted: z.int().optional(),
});
export type BillingExport = z.infer<typeof BillingExportSchema>;

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
