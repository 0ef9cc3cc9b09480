import { CrownOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useId, useState } from 'react';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { PlanDetailsModal } from './PlanDetailsModal';
import { upgradePlanView } from './upgrade-plan';
import type { ProfileBilling } from './useProfileBilling';
import './upgrade-plan.css';

/**
 * The dashboard's 'Upgrade Plan' card (spec "Profile/dashboard"): the plan's name, the remaining
 * daily AI limit, 'View Plan Details' and 'View More Plans' / 'View Plans' to /subscription. The
 * page runs the load order (`useProfileBilling`) and hands its result here.
 */
export function UpgradePlanCard({ billing }: { billing: ProfileBilling }) {
  const titleId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const view = upgradePlanView(billing.state, billing.plans);
  return (
    <Card className="dashboard-card upgrade-plan" aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="dashboard-section-title">
        <CrownOutlined aria-hidden className="upgrade-plan-icon" /> Upgrade Plan
      </h2>
      <p className="upgrade-plan-name" data-testid="plan-name">
        {view.planName}
      </p>
      {view.remaining && (
        <p className="upgrade-plan-remaining" data-testid="plan-remaining" data-remaining={view.remainingCount}>
          {view.remaining}
        </p>
      )}
      <p className="upgrade-plan-note">{view.note}</p>
      <div className="upgrade-plan-actions">
        {view.details && (
          <Button size="small" onClick={() => setDetailsOpen(true)}>
            View Plan Details
          </Button>
        )}
        <ButtonLink to="/subscription" size="small" type={view.details ? 'default' : 'primary'}>
          {view.plansButton}
        </ButtonLink>
      </div>
      {view.details && (
        <PlanDetailsModal details={view.details} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
      )}
    </Card>
  );
}
