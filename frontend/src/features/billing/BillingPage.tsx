import type { Receipt } from '@typing/contracts/web';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetPaymentsQuery } from '../../shared/billing/billing.api';
import { formatPaise, formatPeriod } from '../../shared/billing/money';
import { formatDay } from '../../shared/dates';
import { SITE_NAME } from '../../shared/site';
import { STATUS_LABELS } from './receipt-lines';
import './billing.css';

/** The member's payments, newest first, each with its details and printable receipt. */
export function BillingPage() {
  const { data, error, isLoading, refetch } = useGetPaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const receipts = data?.receipts ?? [];

  return (
    <div className="billing-page">
      <title>{`Billing · ${SITE_NAME}`}</title>
      <Typography.Title level={1}>Billing</Typography.Title>
      <Typography.Paragraph type="secondary">
        Every payment for a plan, with a receipt you can print or save as PDF. Prices are in Indian rupees and include
        GST. To change your plan, go to <Link to="/subscription">Plans</Link>.
      </Typography.Paragraph>
      <Card>
        {error ? (
          <Alert
            type="error"
            showIcon
            title="Your payments could not be loaded."
            description="Please check your connection and try again."
            action={
              <Button size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        ) : !isLoading && receipts.length === 0 ? (
          <p className="billing-muted">
            No payments yet. <Link to="/subscription">Choose a plan</Link>
          </p>
        ) : (
          <Table<Receipt>
            size="middle"
            rowKey="paymentId"
            loading={isLoading}
            dataSource={receipts}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="payments-table"
            columns={[
              { title: 'Date', dataIndex: 'paidAt', render: (iso: string) => formatDay(iso) },
              {
                title: 'Plan',
                key: 'plan',
                render: (_: unknown, r) =>
                  r.upgrade ? `${r.planName} (upgrade from ${r.upgrade.fromPlanName})` : r.planName,
              },
              { title: 'Period', key: 'period', render: (_: unknown, r) => formatPeriod(r.periodStart, r.periodEnd) },
              {
                title: 'Amount',
                key: 'amount',
                align: 'right',
                render: (_: unknown, r) => `${formatPaise(r.amount, r.currency, { exact: true })} ${r.currency}`,
              },
              { title: 'Payment ID', dataIndex: 'paymentId', render: (id: string) => <code>{id}</code> },
              { title: 'Status', dataIndex: 'status', render: (status: Receipt['status']) => STATUS_LABELS[status] },
              {
                title: 'Receipt',
                key: 'receipt',
                render: (_: unknown, r) => (
                  <Link
                    to={`/billing/receipts/${encodeURIComponent(r.paymentId)}`}
                    aria-label={`Receipt for ${r.planName}, ${formatDay(r.paidAt)}`}
                  >
                    View receipt
                  </Link>
                ),
              },
            ]}
          />
        )}
        {data && receipts.length >= data.limit && (
          <p className="billing-muted">Showing your latest {data.limit} payments.</p>
        )}
      </Card>
    </div>
  );
}
