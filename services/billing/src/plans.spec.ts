import { Plans, toPaise } from './plans';

describe('Plans', () => {
  const plans = new Plans({ PLAN_DAILY_LIMIT_BASIC: 5, PLAN_DAILY_LIMIT_PRO: 20, PLAN_DAILY_LIMIT_PREMIUM: 100 });

  it('holds the spec’s three plans in INR, Pro highlighted, with the configured allowances', () => {
    expect(plans.all.map((p) => [p.id, p.name, p.price, p.currency, p.highlight, p.dailyLimit])).toEqual([
      [1, 'Basic', 1, 'INR', false, 5],
      [2, 'Pro', 2, 'INR', true, 20],
      [3, 'Premium', 3, 'INR', false, 100],
    ]);
    expect(plans.byId(2)?.features).toEqual([
      'Unlimited Tests',
      'Advanced Analytics',
      'Priority Support',
      'Download Reports',
    ]);
  });

  it('finds a plan only by its exact price, and only the named one when a plan id is given', () => {
    expect(plans.byPrice(2)?.id).toBe(2);
    expect(plans.byPrice(2, 2)?.id).toBe(2);
    expect(plans.byPrice(2, 3)).toBeUndefined();
    expect(plans.byPrice(4)).toBeUndefined();
    expect(plans.byPrice(2.5)).toBeUndefined();
    expect(toPaise(3)).toBe(300);
  });
});
