import { describe, expect, it } from '@jest/globals';
import type { Receipt } from '@typing/contracts/web';
import { receiptLines } from './receipt-lines';

const receipt: Receipt = {
  paymentId: 'pay_sbx1',
  orderId: 'order_sbx1',
  paidAt: '2026-11-25T09:00:00.000Z',
  planId: 2,
  planName: 'Pro',
  amount: 200,
  currency: 'INR',
  status: 'paid',
  periodStart: '2026-11-25T09:00:00.000Z',
  periodEnd: '2026-12-25T09:00:00.000Z',
};

describe('receipt lines', () => {
  it('is the plan and its period for a plain payment', () => {
    expect(receiptLines(receipt, 'P')).toEqual([{ label: 'Pro plan, P', paise: 200 }]);
  });

  it('adds the credit for the days left of the plan an upgrade replaced; the lines add up to the amount paid', () => {
    const lines = receiptLines(
      { ...receipt, amount: 103, upgrade: { fromPlanName: 'Basic', daysLeft: 29, creditPaise: 97 } },
      'P',
    );
    expect(lines).toEqual([
      { label: 'Pro plan, P', paise: 200 },
      { label: 'Credit for 29 unused days of Basic', paise: -97 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.paise, 0)).toBe(103);
    expect(
      receiptLines({ ...receipt, upgrade: { fromPlanName: 'Basic', daysLeft: 1, creditPaise: 3 } }, 'P')[1]!.label,
    ).toBe('Credit for 1 unused day of Basic');
  });
});
