import { lazy, Suspense, useId, useState } from 'react';
import { inAntdRoot } from '../../shared/antd/antd-loader';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { DASHBOARD_ICONS } from '../../shared/ui/icons/dashboard';
import { DashboardCard } from './DashboardCard';
import { upgradePlanView } from './upgrade-plan';
import type { ProfileBilling } from './useProfileBilling';
import './upgrade-plan.css';

/** antd's Modal loads with antd on the first 'View Plan Details', not with the page. */
const PlanDetailsModal = lazy(async () => ({
  default: await inAntdRoot(async () => (await import('./PlanDetailsModal')).PlanDetailsModal),
}));

/** The dashboard's 'Upgrade Plan' card; the page runs the load order (`useProfileBilling`). */
export function UpgradePlanCard({ billing }: { billing: ProfileBilling }) {
  const titleId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Mounted from the first opening on, so the modal can play its closing motion.
  const [detailsWanted, setDetailsWanted] = useState(false);
  const view = upgradePlanView(billing.state, billing.plans);
  return (
    <DashboardCard className="dashboard-card upgrade-plan" aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="dashboard-section-title">
        <SvgIcon {...DASHBOARD_ICONS.crown} aria-hidden className="upgrade-plan-icon" /> Upgrade Plan
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
          <Button
            size="small"
            onClick={() => {
              setDetailsWanted(true);
              setDetailsOpen(true);
            }}
          >
            View Plan Details
          </Button>
        )}
        <ButtonLink to="/subscription" size="small" type={view.details ? 'default' : 'primary'}>
          {view.plansButton}
        </ButtonLink>
      </div>
      {view.details && detailsWanted && (
        <Suspense fallback={null}>
          <PlanDetailsModal details={view.details} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      )}
    </DashboardCard>
  );
}
