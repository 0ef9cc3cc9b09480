import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useGetPaymentQuery } from '../../shared/billing/billing.api';
import { formatPaise, formatPeriod } from '../../shared/billing/money';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { LEGAL_CITY, SITE_NAME } from '../../shared/site';
import { SiteMailLink } from '../../shared/site-info/SiteMailLink';
import { receiptLines, STATUS_LABELS } from './receipt-lines';
import './billing.css';
import { formatDayTime } from '../../shared/dates';

/** One payment's receipt, printable (the print style sheet leaves only the receipt). */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const user = useCurrentUser();
  const { data: receipt, error, isLoading } = useGetPaymentQuery(paymentId);
  const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

  return (
    <div className="billing-page">
      <title>{`Receipt ${paymentId} · ${SITE_NAME}`}</title>
      <nav className="receipt-actions" aria-label="Receipt">
        <Link to="/billing">← Back to billing</Link>
        {receipt && (
          <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            Print receipt
          </Button>
        )}
      </nav>
      {isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : receipt ? (
        <Card className="receipt">
          <article aria-labelledby="receipt-title">
            <header className="receipt-header">
              <div>
                <h1 id="receipt-title" className="receipt-title">
                  Payment receipt
                </h1>
                <p className="receipt-muted">Receipt no. {receipt.paymentId}</p>
              </div>
              <address className="receipt-seller">
                <strong>{SITE_NAME}</strong>
                <br />
                {LEGAL_CITY}
                <br />
                <SiteMailLink to="supportEmail" />
              </address>
            </header>

            <dl className="receipt-facts">
              {user && (
                <div>
                  <dt>Billed to</dt>
                  <dd>
                    {user.name}, {user.email}
                  </dd>
                </div>
              )}
              <div>
                <dt>Date paid</dt>
                <dd>{formatDayTime(receipt.paidAt)}</dd>
              </div>
              <div>
                <dt>Payment ID</dt>
                <dd>
                  <code>{receipt.paymentId}</code>
                </dd>
              </div>
              <div>
                <dt>Order ID</dt>
                <dd>
                  <code>{receipt.orderId}</code>
                </dd>
              </div>
              <div>
                <dt>Plan</dt>
                <dd>{receipt.planName}</dd>
              </div>
              <div>
                <dt>Period</dt>
                <dd>{formatPeriod(receipt.periodStart, receipt.periodEnd)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{STATUS_LABELS[receipt.status]}</dd>
              </div>
            </dl>

            <table className="receipt-lines">
              <caption className="visually-hidden">What was paid for</caption>
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Amount ({receipt.currency})</th>
                </tr>
              </thead>
              <tbody>
                {receiptLines(receipt, formatPeriod(receipt.periodStart, receipt.periodEnd)).map((line) => (
                  <tr key={line.label}>
                    <td>{line.label}</td>
                    <td>
                      {line.paise < 0 ? '−' : ''}
                      {formatPaise(Math.abs(line.paise), receipt.currency, { exact: true })}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total paid</th>
                  <td data-testid="receipt-total">
                    {formatPaise(receipt.amount, receipt.currency, { exact: true })} {receipt.currency}
                  </td>
                </tr>
              </tfoot>
            </table>

            <p className="receipt-note">
              Prices include Goods and Services Tax (GST) at the rate in force. This receipt confirms your payment; it
              is not a tax invoice. Questions about a payment: <SiteMailLink to="supportEmail" />.
            </p>
          </article>
        </Card>
      ) : (
        <Alert
          type="error"
          showIcon
          title={notFound ? 'Payment not found.' : 'The receipt could not be loaded.'}
          description={
            notFound ? (
              <>
                There is no payment <code>{paymentId}</code> on your account.{' '}
                <Link to="/billing">See your payments</Link>
              </>
            ) : (
              'Please check your connection and try again.'
            )
          }
        />
      )}
      <Typography.Paragraph className="receipt-actions receipt-muted" style={{ marginTop: 16 }}>
        Keep this receipt for your records: print it, or choose “Save as PDF” in the print dialog.
      </Typography.Paragraph>
    </div>
  );
}
