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

/** The billing calls (spec §7), shared by the subscription page, the dashboard and the AI text call's invalidation. */
const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlansResponse, void>({ query: () => '/subscription/plans' }),
    /** 404 means "no plan" (see `isNoPlanError`). */
    getMySubscription: build.query<SubscriptionView, void>({
      query: () => '/subscription/mysubscription',
      providesTags: ['Subscription'],
    }),
    /** Refetches the subscription only when something lapsed. */
    checkExpired: build.mutation<CheckExpiredResult, void>({
      query: () => ({ url: '/subscription/check-expired', method: 'POST', body: {} }),
      invalidatesTags: (result) => (result && result.updatedCount > 0 ? ['Subscription'] : []),
    }),
    /** 409 = already on a plan. */
    createOrder: build.mutation<PaymentOrderView, CreateOrder>({
      query: (body) => ({ url: '/razorpay/createorder', method: 'POST', body }),
    }),
    /** The in-app test checkout (no Razorpay keys on the server). */
    sandboxCheckout: build.mutation<SandboxCheckoutResult, SandboxCheckout>({
      query: (body) => ({ url: '/razorpay/sandbox-checkout', method: 'POST', body }),
    }),
    verifyPayment: build.mutation<VerifyPaymentResult, PaymentConfirmation>({
      query: (body) => ({ url: '/razorpay/verify', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    createSubscription: build.mutation<SubscriptionView, CreateSubscription>({
      query: (body) => ({ url: '/subscription/createsubscription', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    /** The server's price for moving up, shown before paying. */
    getUpgradeQuote: build.query<UpgradeQuote, number>({
      query: (planId) => ({ url: '/subscription/upgrade', params: { planId } }),
    }),
    getPayments: build.query<ReceiptList, void>({
      query: () => '/subscription/payments',
      providesTags: ['Subscription'],
    }),
    /** 404 if not the member's. */
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
