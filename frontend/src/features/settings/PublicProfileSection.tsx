import { DISPLAY_NAME_LIMITS, DisplayNameSchema, parseWith } from '@typing/contracts/forms';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { screenErrorMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';
import {
  useLeavePublicProfileMutation,
  useMyPublicProfileQuery,
  useSetPublicProfileMutation,
} from './public-profile.api';

/**
 * Appear publicly, by choice (issue 17): off until the member picks a display name; what becomes
 * public is said before they choose, and leaving takes effect at once.
 */
export function PublicProfileSection() {
  const { data, isLoading: reading } = useMyPublicProfileQuery();
  const [save, { isLoading: saving }] = useSetPublicProfileMutation();
  const [leave, { isLoading: leaving }] = useLeavePublicProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ displayName: string }>();
  const toast = useToast();
  const current = data?.publicProfile?.displayName;

  const submit = async ({ displayName }: { displayName: string }) => {
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
      form.resetFields();
      toast.success('You no longer appear publicly.');
    } catch (e) {
      setError(screenErrorMessage('publicProfile', e));
    }
  };

  return (
    <>
      <Typography.Paragraph>
        Off unless you choose it. When on, anyone can see your display name, avatar, personal bests and number of tests
        on your public page, and you can appear on the leaderboards. Your email and full name are never shown. You can
        stop at any time; you disappear at once.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} className="settings-alert" />}
      {current && (
        <Typography.Paragraph data-testid="public-profile-state">
          You appear as <strong>{current}</strong> —{' '}
          <Link className="settings-inline-link" to={`/u/${encodeURIComponent(current)}`}>
            your public page
          </Link>
          .
        </Typography.Paragraph>
      )}
      {!reading && (
        <Form<{ displayName: string }>
          key={current ?? 'off'}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ displayName: current ?? '' }}
          onFinish={submit}
        >
          <Form.Item
            label="Display name"
            name="displayName"
            extra={`${DISPLAY_NAME_LIMITS.min}–${DISPLAY_NAME_LIMITS.max} letters, digits, _ or -; not your email.`}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const parsed = parseWith(DisplayNameSchema, value ?? '');
                  if (!parsed.ok) throw new Error(parsed.message);
                },
              },
            ]}
          >
            <Input autoComplete="nickname" maxLength={DISPLAY_NAME_LIMITS.max + 10} aria-required />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              {current ? 'Change display name' : 'Appear publicly'}
            </Button>
            {current && (
              <Button onClick={stop} loading={leaving}>
                Stop appearing publicly
              </Button>
            )}
          </Space>
        </Form>
      )}
    </>
  );
}
