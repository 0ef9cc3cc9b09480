import { Button, Modal } from 'antd';
import { PlanFeatureList } from '../../shared/billing/PlanFeatureList';
import { formatDay } from '../../shared/dates';
import { formatMonthlyPrice, remainingText, type UpgradePlanView } from './upgrade-plan';

export interface PlanDetailsModalProps {
  details: NonNullable<UpgradePlanView['details']>;
  open: boolean;
  onClose: () => void;
}

/** The dashboard's 'View Plan Details' (spec "Profile/dashboard"): the current plan, its features and allowance. */
export function PlanDetailsModal({ details, open, onClose }: PlanDetailsModalProps) {
  const { subscription, plan } = details;
  return (
    <Modal
      open={open}
      title={`${subscription.planName} plan`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="plan-details-facts">
        {plan && (
          <div>
            <dt>Price</dt>
            <dd>{formatMonthlyPrice(plan.price, plan.currency)}</dd>
          </div>
        )}
        <div>
          <dt>AI practice today</dt>
          <dd>{remainingText(subscription.remainingDailyLimit, subscription.dailyLimit)}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatDay(subscription.startsAt)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDay(subscription.expiresAt)}</dd>
        </div>
      </dl>
      {plan && (
        <>
          <h3 className="plan-details-subtitle">Features</h3>
          <PlanFeatureList
            plan={plan}
            className="plan-details-features"
            iconClassName="plan-details-check"
            testId="plan-features"
          />
        </>
      )}
    </Modal>
  );
}
