import type { PlanView } from '@typing/contracts/web';
import { SvgIcon } from '../ui/icons/SvgIcon';
import { PLAN_ICONS } from '../ui/icons/plans';

/** A plan's features and its daily AI allowance, each with a check mark (plans page and the dashboard's details). */
export function PlanFeatureList({
  plan,
  className,
  iconClassName,
  testId,
}: {
  plan: Pick<PlanView, 'features' | 'dailyLimit'>;
  className: string;
  iconClassName: string;
  testId?: string;
}) {
  const items = [...plan.features, `${plan.dailyLimit} AI practice texts a day`];
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>
          <SvgIcon {...PLAN_ICONS.check} aria-hidden className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
