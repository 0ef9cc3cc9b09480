import { CheckOutlined } from '@ant-design/icons';
import type { PlanView } from '@typing/contracts/web';

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
          <CheckOutlined aria-hidden className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
