import { CrownOutlined } from '@ant-design/icons';
import type { PlanView } from '@typing/contracts/web';
import { Alert, Button, Card, Skeleton, theme, Typography } from 'antd';
import { useEffect, useId, type CSSProperties } from 'react';
import { PlanFeatureList } from '../../shared/billing/PlanFeatureList';
import { useGetMySubscriptionQuery, useGetPlansQuery } from '../../shared/billing/billing.api';
import { currentPlanId, subscriptionState } from '../../shared/billing/subscription-state';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { SITE_NAME } from '../../shared/site';
import { BackToHome } from '../../shared/ui/BackToHome';
import { CurrentPlanNotice } from './CurrentPlanNotice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { formatPrice, planButtonState, type PlanButtonContext } from './plan-buttons';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';
import { UpgradeDialog } from './UpgradeDialog';
import { useCheckout } from './useCheckout';
import './subscription.css';

const { Title, Paragraph } = Typography;

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
      <Card className="plan-card-body">
        {plan.highlight && (
          <span className="plan-badge">
            <CrownOutlined aria-hidden /> Most popular
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
      </Card>
    </section>
  );
}

/**
 * Spec §2/§4 "Subscription page": 'Choose Your Plan', the three plans the server serves (the page
 * never decides a price), a button on each and the toasts of §8. On load it asks for the user's
 * current subscription; none (404) leaves it empty, silently.
 */
export function SubscriptionPage() {
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const signedIn = user !== null;
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

  const style = {
    '--plan-highlight': token.colorPrimary,
    '--plan-border': token.colorBorderSecondary,
    '--plan-muted': token.colorTextSecondary,
    '--plan-success': token.colorSuccessText,
    '--plan-badge-text': token.colorTextLightSolid,
  } as CSSProperties;

  const activePlan = state.kind === 'active' ? state.subscription : null;

  return (
    <div className="subscription-page" style={style}>
      <title>{`Plans · ${SITE_NAME}`}</title>
      <Title level={1}>Choose Your Plan</Title>
      <Paragraph type="secondary" className="subscription-lead">
        Every plan adds AI practice text built around your problem keys, with a daily allowance that resets at midnight
        India time.
      </Paragraph>
      {activePlan && (
        <CurrentPlanNotice
          subscription={activePlan}
          price={current ? formatPrice(current.price, current.currency) : ''}
          busy={checkout.progress.phase !== 'idle'}
          onRenew={checkout.renew}
        />
      )}
      {!signedIn && (
        <Paragraph className="subscription-current">
          <ButtonLink to="/signin" type="link" className="subscription-inline-link">
            Sign in
          </ButtonLink>{' '}
          to subscribe to a plan.
        </Paragraph>
      )}

      {plans.isLoading ? (
        <div className="plan-grid" role="status" aria-busy="true" aria-label="Loading the plans">
          {[1, 2, 3].map((n) => (
            <Card key={n} className="plan-card-body">
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          ))}
        </div>
      ) : plans.data ? (
        <div className="plan-grid">
          {plans.data.plans.map((plan) => (
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
      ) : (
        <Alert
          type="error"
          showIcon
          className="subscription-error"
          title="The plans could not be loaded."
          description="Please check your connection and try again."
          action={
            <Button size="small" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        />
      )}

      {checkout.upgrade && (
        <UpgradeDialog plan={checkout.upgrade} onConfirm={checkout.confirmUpgrade} onCancel={checkout.cancelUpgrade} />
      )}
      {checkout.sandbox && (
        <SandboxCheckoutDialog
          order={checkout.sandbox.order}
          plan={checkout.sandbox.plan}
          onDone={checkout.finishSandbox}
        />
      )}
      <BackToHome />
    </div>
  );
}
