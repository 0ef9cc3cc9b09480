import type { PlanView, UpgradeQuote } from '@typing/contracts/web';
import { Alert, Button, Modal, Skeleton, theme, Typography } from 'antd';
import { useGetUpgradeQuoteQuery } from '../../shared/billing/billing.api';
import { formatPaise } from '../../shared/billing/money';
import { formatDay } from '../../shared/dates';
import { apiErrorMessage, type ErrorTexts } from '../../shared/errors';

const QUOTE_ERROR_TEXTS: ErrorTexts = {
  fallback: 'Please try again.',
  noResponse: 'Could not connect to the server. Please check your internet connection and try again.',
};

export interface UpgradeDialogProps {
  plan: PlanView;
  onConfirm: () => void;
  onCancel: () => void;
}

export function daysLeftText(quote: UpgradeQuote): string {
  const days = quote.daysLeft === 1 ? '1 unused day' : `${quote.daysLeft} unused days`;
  const credit =
    quote.daysLeft > 0
      ? `its ${days} are credited against the new price`
      : 'it has less than a day left, so there is no credit';
  return (
    `Your ${quote.fromPlanName} plan ends when you pay and ${credit}. ` +
    `${quote.toPlanName} starts at once and runs for 30 days, until ${formatDay(quote.expiresAt)}. ` +
    `AI texts you have used today still count.`
  );
}

/** The server's price and credit for moving up, shown before the checkout; the page never computes the price. */
export function UpgradeDialog({ plan, onConfirm, onCancel }: UpgradeDialogProps) {
  const { token } = theme.useToken();
  const quote = useGetUpgradeQuoteQuery(plan.id, { refetchOnMountOrArgChange: true });
  const data = quote.data;
  const charge = data ? formatPaise(data.chargePaise, data.currency) : undefined;

  return (
    <Modal
      open
      title={`Upgrade to ${plan.name}`}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="pay" type="primary" disabled={!data} onClick={onConfirm}>
          {charge ? `Pay ${charge}` : 'Pay'}
        </Button>,
      ]}
    >
      {quote.isFetching && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data ? (
        <div data-testid="upgrade-quote">
          <dl className="upgrade-lines">
            <div>
              <dt>{data.toPlanName} plan, 30 days</dt>
              <dd>{formatPaise(data.pricePaise, data.currency)}</dd>
            </div>
            <div>
              <dt>
                Credit for {data.daysLeft} {data.daysLeft === 1 ? 'day' : 'days'} left of {data.fromPlanName}
              </dt>
              <dd>−{formatPaise(data.creditPaise, data.currency)}</dd>
            </div>
            <div className="upgrade-total" style={{ borderTopColor: token.colorBorderSecondary }}>
              <dt>To pay now</dt>
              <dd>{charge}</dd>
            </div>
          </dl>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{daysLeftText(data)}</Typography.Paragraph>
        </div>
      ) : (
        <Alert
          type="error"
          showIcon
          title="The upgrade price could not be loaded."
          description={apiErrorMessage(quote.error, QUOTE_ERROR_TEXTS)}
        />
      )}
    </Modal>
  );
}
