import type { Receipt } from '@typing/contracts/web';

/** One line of a receipt: what it is for and its amount in paise (a credit is negative). */
export interface ReceiptLine {
  readonly label: string;
  readonly paise: number;
}

/** A receipt's lines (the plan, and an upgrade's credit for the days left), adding up to the amount paid. */
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

export const STATUS_LABELS: Record<Receipt['status'], string> = { paid: 'Paid' };
