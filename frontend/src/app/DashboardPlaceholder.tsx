import { Card, Typography } from 'antd';
import { Avatar } from '../shared/avatar/Avatar';
import { useCurrentUser } from '../shared/session/useCurrentUser';
import { ButtonLink } from '../shared/ui/ButtonLink';

/**
 * PLACEHOLDER for /dashboard until the dashboard issue builds the real page (performance summary,
 * plan, sessions). It exists so the route and its signed-in-only guard work now; replace the route's
 * `lazy` import in router.tsx with the dashboard feature's page and delete this file.
 */
export function DashboardPlaceholder() {
  const user = useCurrentUser();
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '48px 16px' }}>
      <Card>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
          <Avatar value={user?.profileImage} size={64} />
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
              Dashboard
            </Typography.Title>
            <Typography.Text type="secondary">{user?.email}</Typography.Text>
          </div>
        </div>
        <Typography.Paragraph>
          Your performance summary, saved sessions and plan will appear here soon.
        </Typography.Paragraph>
        <ButtonLink to="/" type="primary">
          Start Typing Test
        </ButtonLink>
      </Card>
    </div>
  );
}
