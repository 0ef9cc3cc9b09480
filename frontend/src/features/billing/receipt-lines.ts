import type { Receipt } from '@typing/contracts/web';

/** One line of a receipt: what it is for and its amount in paise (a credit is negative). */
export interface ReceiptLine {
  readonly label: string;
  readonly paise: number;
}

/**
 * The lines of a receipt, pure so they are unit-tested: the plan and its period, and for an
 * upgrade the credit for the days left of the plan it replaced. The lines add up to the amount paid.
 */
export function receiptLines(receipt: Receipt, period: string): ReceiptLine[] {
  const plan = `${receipt.planName} plan, ${period}`;
  if (!receipt.upgrade) return [{ label: plan, paise: receipt.amount }];
  const { fromPlanName, daysLeft, creditPaise } = receipt.upgrade;
  return [
    { label: plan, paise: receipt.amount + creditPaise },
    {
      label: `Credit for ${daysLeft} unused ${daysLeft === 1 ? 'day' : 'days'} of ${fromPlanName}`,
      paise: -creditPaise,
    },
  ];
}

/** "Paid" for the table and the receipt (the only status a listed payment has). */
export const STATUS_LABELS: Record<Receipt['status'], string> = { paid: 'Paid' };
