import type {
  CheckExpiredResult,
  CreateOrder,
  CreateSubscription,
  PaymentConfirmation,
  PaymentOrderView,
  PlansResponse,
  Receipt,
  ReceiptList,
  SandboxCheckout,
  SandboxCheckoutResult,
  SubscriptionView,
  UpgradeQuote,
  VerifyPaymentResult,
} from '@typing/contracts/web';
import { api } from '../api';

/**
 * The billing calls (spec §7). Shared, not a feature's: the subscription page and the dashboard's
 * 'Upgrade Plan' card both read the plans and the current subscription, and the AI text call of
 * the typing page invalidates the 'Subscription' tag so the remaining limit follows.
 */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/subscription/plans (public): prices, features and the checkout to open. */
    getPlans: build.query<PlansResponse, void>({ query: () => '/subscription/plans' }),
    /** GET /api/subscription/mysubscription: 404 means "no plan" (see `isNoPlanError`). */
    getMySubscription: build.query<SubscriptionView, void>({
      query: () => '/subscription/mysubscription',
      providesTags: ['Subscription'],
    }),
    /** POST /api/subscription/check-expired: refetch the subscription only when something lapsed. */
    checkExpired: build.mutation<CheckExpiredResult, void>({
      query: () => ({ url: '/subscription/check-expired', method: 'POST', body: {} }),
      invalidatesTags: (result) => (result && result.updatedCount > 0 ? ['Subscription'] : []),
    }),
    /** POST /api/razorpay/createorder {amount: the plan price}; 409 = already on a plan. */
    createOrder: build.mutation<PaymentOrderView, CreateOrder>({
      query: (body) => ({ url: '/razorpay/createorder', method: 'POST', body }),
    }),
    /** POST /api/razorpay/sandbox-checkout: the in-app test checkout (no Razorpay keys on the server). */
    sandboxCheckout: build.mutation<SandboxCheckoutResult, SandboxCheckout>({
      query: (body) => ({ url: '/razorpay/sandbox-checkout', method: 'POST', body }),
    }),
    /** POST /api/razorpay/verify: the checkout's confirmation; the server fulfils a valid payment. */
    verifyPayment: build.mutation<VerifyPaymentResult, PaymentConfirmation>({
      query: (body) => ({ url: '/razorpay/verify', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    createSubscription: build.mutation<SubscriptionView, CreateSubscription>({
      query: (body) => ({ url: '/subscription/createsubscription', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    /** GET /api/subscription/upgrade?planId: the server's price for moving up, shown before paying. */
    getUpgradeQuote: build.query<UpgradeQuote, number>({
      query: (planId) => ({ url: '/subscription/upgrade', params: { planId } }),
    }),
    /** GET /api/subscription/payments: the member's payments (a purchase adds one: 'Subscription'). */
    getPayments: build.query<ReceiptList, void>({
      query: () => '/subscription/payments',
      providesTags: ['Subscription'],
    }),
    /** GET /api/subscription/payments/:paymentId: one payment's receipt (404 if not the member's). */
    getPayment: build.query<Receipt, string>({
      query: (paymentId) => `/subscription/payments/${encodeURIComponent(paymentId)}`,
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetMySubscriptionQuery,
  useCheckExpiredMutation,
  useCreateOrderMutation,
  useSandboxCheckoutMutation,
  useVerifyPaymentMutation,
  useCreateSubscriptionMutation,
  useGetUpgradeQuoteQuery,
  useGetPaymentsQuery,
  useGetPaymentQuery,
} = billingApi;
