import type { PaymentOrderView, PlanView } from '@typing/contracts/web';
import { Button, Modal, Typography } from 'antd';
import { useId } from 'react';
import { useSandboxCheckoutMutation } from '../../shared/billing/billing.api';
import { formatPaise } from '../../shared/billing/money';
import type { CheckoutOutcome } from './razorpay-checkout';

export interface SandboxCheckoutDialogProps {
  order: PaymentOrderView;
  plan: PlanView;
  onDone: (outcome: CheckoutOutcome) => void;
}

/** Stands in for Razorpay's checkout without keys; the server signs a success, so the browser never holds a secret. */
export function SandboxCheckoutDialog({ order, plan, onDone }: SandboxCheckoutDialogProps) {
  const [checkout, { isLoading, originalArgs }] = useSandboxCheckoutMutation();
  const descriptionId = useId();
  const price = formatPaise(order.amount, order.currency);

  const settle = async (outcome: 'success' | 'failure') => {
    try {
      const result = await checkout({ orderId: order.id, outcome }).unwrap();
      if (result.outcome === 'success') {
        const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result;
        onDone({ kind: 'paid', confirmation: { razorpay_order_id, razorpay_payment_id, razorpay_signature } });
      } else {
        onDone({ kind: 'failed' });
      }
    } catch (error) {
      console.error('The test checkout failed', error);
      onDone({ kind: 'failed' });
    }
  };

  const busyWith = isLoading ? originalArgs?.outcome : undefined;
  return (
    <Modal
      open
      title="Test checkout"
      onCancel={() => !isLoading && onDone({ kind: 'dismissed' })}
      maskClosable={!isLoading}
      closable={!isLoading}
      keyboard={!isLoading}
      destroyOnHidden
      footer={[
        <Button key="fail" disabled={isLoading} loading={busyWith === 'failure'} onClick={() => void settle('failure')}>
          Fail payment
        </Button>,
        <Button
          key="pay"
          type="primary"
          disabled={isLoading}
          loading={busyWith === 'success'}
          onClick={() => void settle('success')}
        >
          Pay {price}
        </Button>,
      ]}
    >
      <div id={descriptionId}>
        <Typography.Paragraph>
          {order.upgrade ? `Upgrade to the ${plan.name} plan` : `${plan.name} plan`}, {price} ({order.currency}). Order{' '}
          <Typography.Text code>{order.id}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          This server has no payment provider configured, so this test checkout stands in for it. No money moves.
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
