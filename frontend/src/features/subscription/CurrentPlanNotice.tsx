import type { SubscriptionView } from '@typing/contracts/web';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { renewalNote } from './renewal';
import { formatDay } from '../../shared/dates';

export interface CurrentPlanNoticeProps {
  subscription: SubscriptionView;
  price: string;
  /** A purchase is under way: the Renew button waits. */
  busy: boolean;
  onRenew: () => void;
}

/** The plan in force above the cards: until when, today's allowance, and how renewing works. */
export function CurrentPlanNotice({ subscription, price, busy, onRenew }: CurrentPlanNoticeProps) {
  const renewal = renewalNote(subscription);
  return (
    <div className="subscription-current-block">
      <p className="subscription-current" data-testid="current-plan">
        You are on the <strong>{subscription.planName}</strong> plan until {formatDay(subscription.expiresAt)}:{' '}
        {subscription.remainingDailyLimit} of {subscription.dailyLimit} AI texts left today.{' '}
        {!renewal.queued && 'A higher plan can be chosen at any time: the days left are credited. '}
        <Link to="/billing">Your payments and receipts</Link>
      </p>
      {renewal.text && (
        <p className="subscription-current" data-testid="renewal-note">
          {renewal.text}
        </p>
      )}
      {renewal.offer && (
        <Button onClick={onRenew} disabled={busy} loading={busy}>
          Renew {subscription.planName} for {price}
        </Button>
      )}
    </div>
  );
}
