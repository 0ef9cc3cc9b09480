import type { PlanView } from '@typing/contracts/web';
import { lazy, Suspense, useDeferredValue, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { PlanFeatureList } from '../../shared/billing/PlanFeatureList';
import { PLAN_ICONS } from '../../shared/ui/icons/plans';
import { useGetMySubscriptionQuery, useGetPlansQuery } from '../../shared/billing/billing.api';
import { currentPlanId, subscriptionState } from '../../shared/billing/subscription-state';
import { useCurrentUser, useSessionRestoring } from '../../shared/session/useCurrentUser';
import { SITE_NAME } from '../../shared/site';
import { inAntdRoot } from '../../shared/antd/antd-loader';
import { BackToHome } from '../../shared/ui/BackToHome';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { Alert } from '../../shared/ui/Alert';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CurrentPlanNotice } from './CurrentPlanNotice';
import { formatPrice, planButtonState, type PlanButtonContext } from './plan-buttons';
import { useCheckout } from './useCheckout';
import '../../shared/ui/card.css';
import '../../shared/ui/skeleton.css';
import './subscription.css';

/* The page renders without antd; the purchase dialogs are antd Modals, loaded with antd when first opened. */
const UpgradeDialog = lazy(async () => ({
  default: await inAntdRoot(async () => (await import('./UpgradeDialog')).UpgradeDialog),
}));
const SandboxCheckoutDialog = lazy(async () => ({
  default: await inAntdRoot(async () => (await import('./SandboxCheckoutDialog')).SandboxCheckoutDialog),
}));

interface PlanCardProps extends PlanButtonContext {
  plan: PlanView;
  onChoose: (plan: PlanView) => void;
}

function PlanCard({ plan, onChoose, ...context }: PlanCardProps) {
  const titleId = useId();
  const button = planButtonState(plan, context);
  const { current, signedIn } = context;
  const isCurrent = current?.id === plan.id;
  return (
    <section
      aria-labelledby={titleId}
      className={`plan-card${plan.highlight ? ' plan-card-highlight' : ''}`}
      data-plan-id={plan.id}
    >
      <div className="tp-card plan-card-body">
        {plan.highlight && (
          <span className="plan-badge">
            <SvgIcon {...PLAN_ICONS.crown} aria-hidden /> Most popular
          </span>
        )}
        <h2 id={titleId} className="plan-name">
          {plan.name}
        </h2>
        <p className="plan-price">
          <span className="plan-price-amount">{formatPrice(plan.price, plan.currency)}</span>
          <span className="plan-price-period">/month</span>
        </p>
        <PlanFeatureList plan={plan} className="plan-features" iconClassName="plan-feature-icon" />
        {signedIn ? (
          <Button
            block
            size="large"
            type={plan.highlight || isCurrent ? 'primary' : 'default'}
            disabled={button.disabled}
            loading={button.loading}
            aria-describedby={titleId}
            onClick={() => onChoose(plan)}
          >
            {button.label}
          </Button>
        ) : (
          <ButtonLink
            block
            size="large"
            to="/signin"
            type={plan.highlight ? 'primary' : 'default'}
            aria-describedby={titleId}
          >
            {button.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

const PLACEHOLDER_FEATURES = [
  'Unlimited tests',
  'Advanced analytics',
  'Priority support',
  'Download reports',
  'AI texts',
];

/** A plan card's shape while the plans load, so nothing moves when they come. */
function PlanCardPlaceholder() {
  return (
    <div className="tp-card plan-card-body" aria-hidden>
      <p className="plan-name">
        <span className="tp-skeleton-text">Premium</span>
      </p>
      <p className="plan-price">
        <span className="plan-price-amount tp-skeleton-text">₹000</span>
      </p>
      <ul className="plan-features">
        {PLACEHOLDER_FEATURES.map((feature) => (
          <li key={feature}>
            <span className="tp-skeleton-text">{feature}</span>
          </li>
        ))}
      </ul>
      <span className="plan-placeholder-button tp-skeleton-text" />
    </div>
  );
}

/** Spec §2/§4: the server's three plans (the page never decides a price); no current subscription (404) is silent. */
export function SubscriptionPage() {
  const user = useCurrentUser();
  const signedIn = user !== null;
  // A new tab still asking who is signed in does not tell a member to sign in.
  const restoring = useSessionRestoring();
  const plans = useGetPlansQuery();
  const mine = useGetMySubscriptionQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const state = subscriptionState(mine);
  const checkout = useCheckout(plans.data, currentPlanId(state));
  const currentId = checkout.subscribedPlanId ?? currentPlanId(state);
  const current = plans.data?.plans.find((plan) => plan.id === currentId) ?? null;

  // Spec §8: no current subscription is logged only.
  const failure = state.kind === 'unknown' ? state.error : undefined;
  useEffect(() => {
    if (state.kind === 'none') console.info('No current subscription');
    if (failure !== undefined) console.error('Loading the subscription failed', failure);
  }, [state.kind, failure]);

  const activePlan = state.kind === 'active' ? state.subscription : null;
  // The plans arrive as a store update, rendered in one task; the cards render deferred, in slices.
  const shownPlans = useDeferredValue(plans.data);

  return (
    <div className="subscription-page">
      <title>{`Plans · ${SITE_NAME}`}</title>
      <h1 className="subscription-title">Choose Your Plan</h1>
      <p className="subscription-lead">
        Every plan adds AI practice text built around your problem keys, with a daily allowance that resets at midnight
        India time.
      </p>
      {/* One line held for the sign-in line or the plan, so a member's page keeps the visitor's cards still. */}
      <div className="subscription-status">
        {activePlan ? (
          <CurrentPlanNotice
            subscription={activePlan}
            price={current ? formatPrice(current.price, current.currency) : ''}
            busy={checkout.progress.phase !== 'idle'}
            onRenew={checkout.renew}
          />
        ) : (
          !signedIn &&
          !restoring && (
            <p className="subscription-current">
              <Link to="/signin">Sign in</Link> to subscribe to a plan.
            </p>
          )
        )}
      </div>

      {shownPlans ? (
        <div className="plan-grid">
          {shownPlans.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current}
              progress={checkout.progress}
              signedIn={signedIn}
              checking={signedIn && state.kind === 'loading'}
              onChoose={checkout.choose}
            />
          ))}
        </div>
      ) : plans.isLoading || plans.data ? (
        <div className="plan-grid" role="status" aria-busy="true" aria-label="Loading the plans">
          {[1, 2, 3].map((n) => (
            <PlanCardPlaceholder key={n} />
          ))}
        </div>
      ) : (
        <Alert
          type="error"
          className="subscription-error"
          title="The plans could not be loaded."
          description="Please check your connection and try again."
          action={<Button onClick={() => void plans.refetch()}>Try again</Button>}
        />
      )}

      <Suspense fallback={null}>
        {checkout.upgrade && (
          <UpgradeDialog
            plan={checkout.upgrade}
            onConfirm={checkout.confirmUpgrade}
            onCancel={checkout.cancelUpgrade}
          />
        )}
        {checkout.sandbox && (
          <SandboxCheckoutDialog
            order={checkout.sandbox.order}
            plan={checkout.sandbox.plan}
            onDone={checkout.finishSandbox}
          />
        )}
      </Suspense>
      <BackToHome />
    </div>
  );
}
