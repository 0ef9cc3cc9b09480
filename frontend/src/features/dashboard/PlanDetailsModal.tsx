import { CheckOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { formatDay, formatMonthlyPrice, remainingText, type UpgradePlanView } from './upgrade-plan';

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
      <Descriptions
        column={1}
        size="small"
        items={[
          ...(plan ? [{ key: 'price', label: 'Price', children: formatMonthlyPrice(plan.price, plan.currency) }] : []),
          {
            key: 'today',
            label: 'AI practice today',
            children: remainingText(subscription.remainingDailyLimit, subscription.dailyLimit),
          },
          { key: 'started', label: 'Started', children: formatDay(subscription.startsAt) },
          { key: 'until', label: 'Valid until', children: formatDay(subscription.expiresAt) },
        ]}
      />
      {plan && (
        <>
          <h3 className="plan-details-subtitle">Features</h3>
          <ul className="plan-details-features" data-testid="plan-features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckOutlined aria-hidden className="plan-details-check" />
                {feature}
              </li>
            ))}
            <li>
              <CheckOutlined aria-hidden className="plan-details-check" />
              {plan.dailyLimit} AI practice texts a day
            </li>
          </ul>
        </>
      )}
    </Modal>
  );
}
