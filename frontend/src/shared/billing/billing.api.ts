import type {
  CheckExpiredResult,
  CreateOrder,
  CreateSubscription,
  PaymentConfirmation,
  PaymentOrderView,
  PlansResponse,
  SandboxCheckout,
  SandboxCheckoutResult,
  SubscriptionView,
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
} = billingApi;
