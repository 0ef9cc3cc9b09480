import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import { SITE_NAME } from '../../shared/site';
import { BackToHome } from '../../shared/ui/BackToHome';

const { Title, Paragraph } = Typography;

/**
 * Spec §2 "Subscription page": the route and heading. The plan cards, ordering and payment arrive
 * with the billing work; until then the page says so rather than show plans that cannot be bought.
 */
export function SubscriptionPage() {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: '48px 16px 56px', textAlign: 'center' }}>
      <title>{`Plans · ${SITE_NAME}`}</title>
      <Title level={1}>Choose Your Plan</Title>
      <Paragraph type="secondary" style={{ fontSize: 16 }}>
        Plans add AI practice text built around your problem keys, with a daily usage limit that depends on the plan.
      </Paragraph>
      <Card style={{ marginTop: 32 }}>
        <CreditCardOutlined aria-hidden style={{ fontSize: 32, color: token.colorPrimary, marginBottom: 12 }} />
        <Paragraph style={{ marginBottom: 0 }}>
          The available plans will be listed here, with the option to subscribe. Typing tests stay free for everyone
          meanwhile.
        </Paragraph>
      </Card>
      <BackToHome />
    </div>
  );
}
