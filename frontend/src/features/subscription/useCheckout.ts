import type { PaymentOrderView, PlanView, PlansResponse } from '@typing/contracts/web';
import { useCallback, useRef, useState } from 'react';
import {
  useCreateOrderMutation,
  useCreateSubscriptionMutation,
  useVerifyPaymentMutation,
} from '../../shared/billing/billing.api';
import { SITE_NAME } from '../../shared/site';
import { loadAntd } from '../../shared/antd/antd-host';
import { useToast } from '../../shared/useToast';
import {
  confirmationFailure,
  IDLE,
  isRefusedChoice,
  isUpgrade,
  orderFailure,
  SUBSCRIPTION_TEXTS,
  type CheckoutProgress,
} from './plan-buttons';
import {
  loadRazorpayScript,
  openRazorpayCheckout,
  RAZORPAY_LOAD_FAILED,
  type CheckoutOutcome,
} from './razorpay-checkout';

interface SandboxRequest {
  order: PaymentOrderView;
  plan: PlanView;
}

export interface Checkout {
  progress: CheckoutProgress;
  /** The plan bought on this page (shown as 'Subscribed' before the subscription refetch lands). */
  subscribedPlanId: number | null;
  choose: (plan: PlanView) => void;
  /** Pays the plan in force again: a period after the time already paid. */
  renew: () => void;
  /** The higher plan whose upgrade price is shown before paying, or null. */
  upgrade: PlanView | null;
  confirmUpgrade: () => void;
  cancelUpgrade: () => void;
  sandbox: SandboxRequest | null;
  finishSandbox: (outcome: CheckoutOutcome) => void;
}

/** Buying a plan (spec §4, §8): refusal or upgrade quote, order, checkout, verify and createsubscription. */
export function useCheckout(catalogue: PlansResponse | undefined, currentPlanId: number | null): Checkout {
  const toast = useToast();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [createSubscription] = useCreateSubscriptionMutation();
  const [progress, setProgress] = useState<CheckoutProgress>(IDLE);
  const [subscribedPlanId, setSubscribedPlanId] = useState<number | null>(null);
  const [sandbox, setSandbox] = useState<SandboxRequest | null>(null);
  const [upgrade, setUpgrade] = useState<PlanView | null>(null);
  const sandboxDone = useRef<((outcome: CheckoutOutcome) => void) | null>(null);
  const busy = useRef(false);

  // antd's error dialog, loaded with antd on first use (the page itself is drawn without antd).
  const alert = useCallback((title: string) => {
    void loadAntd().then(({ modal }) => {
      modal.error({ title, okText: 'OK' });
    });
  }, []);
  const renewing = useCallback(
    (plan: PlanView) => plan.id === (subscribedPlanId ?? currentPlanId),
    [currentPlanId, subscribedPlanId],
  );

  const pay = useCallback(
    async (order: PaymentOrderView, plan: PlanView): Promise<CheckoutOutcome> => {
      if (catalogue?.provider === 'razorpay' && catalogue.keyId) {
        return openRazorpayCheckout(order, {
          keyId: catalogue.keyId,
          name: SITE_NAME,
          description: order.upgrade
            ? `Upgrade to the ${plan.name} plan`
            : `${plan.name} plan${renewing(plan) ? ' (renewal)' : ''}`,
        });
      }
      return new Promise<CheckoutOutcome>((resolve) => {
        sandboxDone.current = resolve;
        setSandbox({ order, plan });
      });
    },
    [catalogue, renewing],
  );

  const purchase = useCallback(
    (plan: PlanView) => {
      if (busy.current) return;
      busy.current = true;
      setProgress({ phase: 'ordering', planId: plan.id });

      void (async () => {
        try {
          if (catalogue?.provider === 'razorpay') {
            try {
              await loadRazorpayScript();
            } catch (error) {
              console.error(error);
              alert(RAZORPAY_LOAD_FAILED);
              return;
            }
          }

          let order: PaymentOrderView;
          try {
            order = await createOrder({ amount: plan.price, planId: plan.id }).unwrap();
          } catch (error) {
            console.error('Creating the order failed', error);
            const failure = orderFailure(error);
            if (failure.kind === 'toast') toast.error(failure.text);
            else alert(failure.text);
            return;
          }

          setProgress({ phase: 'paying', planId: plan.id });
          const outcome = await pay(order, plan);
          if (outcome.kind === 'dismissed') return;
          if (outcome.kind === 'failed') {
            toast.error(SUBSCRIPTION_TEXTS.verificationFailed);
            return;
          }

          setProgress({ phase: 'confirming', planId: plan.id });
          try {
            await verifyPayment(outcome.confirmation).unwrap();
            const subscription = await createSubscription({
              orderId: order.id,
              amount: order.amount,
              currency: 'INR',
              planId: plan.id,
            }).unwrap();
            toast.success(renewing(plan) ? SUBSCRIPTION_TEXTS.renewed : SUBSCRIPTION_TEXTS.success);
            setSubscribedPlanId(subscription.planId);
          } catch (error) {
            console.error('Confirming the payment failed', error);
            toast.error(confirmationFailure(error));
          }
        } finally {
          busy.current = false;
          setProgress(IDLE);
        }
      })();
    },
    [alert, catalogue, createOrder, createSubscription, pay, renewing, toast, verifyPayment],
  );

  const choose = useCallback(
    (plan: PlanView) => {
      if (busy.current) return;
      const currentId = subscribedPlanId ?? currentPlanId;
      const current = catalogue?.plans.find((p) => p.id === currentId) ?? null;
      if (isRefusedChoice(current, plan)) {
        toast.error(SUBSCRIPTION_TEXTS.alreadySubscribed);
        return;
      }
      if (current?.id === plan.id) return;
      // Moving up: the server's price and what happens to the days left come first (UpgradeDialog).
      if (isUpgrade(current, plan)) setUpgrade(plan);
      else purchase(plan);
    },
    [catalogue, currentPlanId, purchase, subscribedPlanId, toast],
  );

  const renew = useCallback(() => {
    const current = catalogue?.plans.find((p) => p.id === (subscribedPlanId ?? currentPlanId));
    if (current) purchase(current);
  }, [catalogue, currentPlanId, purchase, subscribedPlanId]);

  const confirmUpgrade = useCallback(() => {
    setUpgrade(null);
    if (upgrade) purchase(upgrade);
  }, [purchase, upgrade]);
  const cancelUpgrade = useCallback(() => setUpgrade(null), []);

  const finishSandbox = useCallback((outcome: CheckoutOutcome) => {
    setSandbox(null);
    const done = sandboxDone.current;
    sandboxDone.current = null;
    done?.(outcome);
  }, []);

  return { progress, subscribedPlanId, choose, renew, upgrade, confirmUpgrade, cancelUpgrade, sandbox, finishSandbox };
}
