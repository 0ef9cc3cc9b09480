import { DISPLAY_NAME_LIMITS, displayNameProblem as displayNameRules } from '@typing/contracts/display-name-rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { screenErrorMessage } from '../../shared/errors';
import { valueCheck } from '../../shared/forms/field-checks';
import { FormField, Form, useCheckedForm } from '../../shared/forms/Form';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { useToast } from '../../shared/useToast';
import {
  useLeavePublicProfileMutation,
  useMyPublicProfileQuery,
  useSetPublicProfileMutation,
} from './public-profile.api';

interface DisplayNameFields {
  displayName: string;
}

/** The display name's rules: the server's schema's verdicts, without loading zod (contracts' display-name-rules). */
const displayNameProblem = valueCheck<DisplayNameFields>((value) => displayNameRules(value ?? ''));

/** Re-mounted (its initial value) whenever the name in force changes. */
function DisplayNameForm({
  current,
  saving,
  leaving,
  onSave,
  onStop,
}: {
  current: string | undefined;
  saving: boolean;
  leaving: boolean;
  onSave: (values: DisplayNameFields) => Promise<void>;
  onStop: () => Promise<void>;
}) {
  const form = useCheckedForm<DisplayNameFields>({ displayName: current ?? '' });
  return (
    <Form<DisplayNameFields> form={form} name="public-profile" onFinish={onSave}>
      <FormField<DisplayNameFields>
        name="displayName"
        label="Display name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_LIMITS.max + 10}
        extra={`${DISPLAY_NAME_LIMITS.min}–${DISPLAY_NAME_LIMITS.max} letters, digits, _ or -; not your email.`}
        checks={[displayNameProblem]}
      />
      <div className="settings-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {current ? 'Change display name' : 'Appear publicly'}
        </Button>
        {current && (
          <Button onClick={() => void onStop()} loading={leaving}>
            Stop appearing publicly
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Appearing publicly is opt-in: off until the member picks a display name; leaving takes effect at once. */
export function PublicProfileSection() {
  const { data, isLoading: reading } = useMyPublicProfileQuery();
  const [save, { isLoading: saving }] = useSetPublicProfileMutation();
  const [leave, { isLoading: leaving }] = useLeavePublicProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const current = data?.publicProfile?.displayName;

  const submit = async ({ displayName }: DisplayNameFields) => {
    setError(null);
    try {
      const answer = await save({ displayName: displayName.trim() }).unwrap();
      toast.success(`You appear publicly as ${answer.publicProfile?.displayName ?? displayName}.`);
    } catch (e) {
      setError(screenErrorMessage('publicProfile', e));
    }
  };
  const stop = async () => {
    setError(null);
    try {
      await leave().unwrap();
      toast.success('You no longer appear publicly.');
    } catch (e) {
      setError(screenErrorMessage('publicProfile', e));
    }
  };

  return (
    <>
      <p className="settings-text">
        Off unless you choose it. When on, anyone can see your display name, avatar, personal bests and number of tests
        on your public page, and you can appear on the leaderboards. Your email and full name are never shown. You can
        stop at any time; you disappear at once.
      </p>
      {error && <Alert type="error" title={error} className="settings-alert" />}
      {current && (
        <p className="settings-text" data-testid="public-profile-state">
          You appear as <strong>{current}</strong> —{' '}
          <Link className="settings-inline-link" to={`/u/${encodeURIComponent(current)}`}>
            your public page
          </Link>
          .
        </p>
      )}
      {!reading && (
        <DisplayNameForm
          key={current ?? 'off'}
          current={current}
          saving={saving}
          leaving={leaving}
          onSave={submit}
          onStop={stop}
        />
      )}
    </>
  );
}
