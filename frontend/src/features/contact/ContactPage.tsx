import {
  ArrowLeftOutlined,
  BookOutlined,
  GithubOutlined,
  GitlabOutlined,
  LoadingOutlined,
  MailOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { CONTACT_LIMITS } from '@typing/contracts/web';
import { Alert, Button, Card, Col, Form, Input, Result, Row, theme, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { contactErrorMessage } from '../../shared/errors';
import { SiteMailLink } from '../../shared/site-info/SiteMailLink';
import { useCheckServerQuery, useSubmitContactMutation } from './contact.api';
import { validateContact, type ContactInput } from './contact-validation';

const { Title, Paragraph, Text } = Typography;

const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/typing-practice', icon: <GithubOutlined aria-hidden /> },
  { label: 'GitLab', href: 'https://gitlab.com/typing-practice', icon: <GitlabOutlined aria-hidden /> },
];

const FAQ = [
  {
    question: 'How can I improve my typing speed?',
    answer:
      'Practise regularly: at least 15 minutes daily. Focus on accuracy first, keep your fingers on the home row and let speed follow.',
  },
  {
    question: 'How does the AI text generation work?',
    answer:
      'It looks at the keys you mistype most and generates practice text that raises the frequency of those problem keys, so you train exactly where you are weakest.',
  },
  {
    question: 'Is there a limit on how many tests I can take?',
    answer: 'No. There is no limit: take as many typing tests as you like.',
  },
];

/** Card titles as real headings, so the page outline (and screen readers) see them. */
function CardHeading({ children }: { children: ReactNode }) {
  return (
    <Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Title>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // Theme tokens, so the icon tiles follow light and dark.
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 20 }}>
      <span
        style={{
          fontSize: 18,
          color: token.colorPrimary,
          background: token.colorPrimaryBg,
          borderRadius: 8,
          width: 36,
          height: 36,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
        }}
      >
        {icon}
      </span>
      <div>
        <Text strong style={{ display: 'block' }}>
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

function GetInTouchCard() {
  return (
    <Card title={<CardHeading>Get In Touch</CardHeading>} style={{ height: '100%' }}>
      <ContactItem icon={<MailOutlined aria-hidden />} label="Email">
        <SiteMailLink to="supportEmail" />
      </ContactItem>
      <ContactItem icon={<BookOutlined aria-hidden />} label="Documentation">
        <Link to="/about">Learn how Typing Practice works</Link>
      </ContactItem>
      <Text strong style={{ display: 'block', marginBottom: 8 }}>
        Follow us
      </Text>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {SOCIAL_LINKS.map((s) => (
          <Button key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" icon={s.icon}>
            {s.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}

function SendMessageCard() {
  // Re-check on every visit: the banner should describe the server now, not at first load.
  const serverCheck = useCheckServerQuery(undefined, { refetchOnMountOrArgChange: true });
  const checked = serverCheck.isSuccess || serverCheck.isError;
  const online = serverCheck.isSuccess;

  const [submitContact, submission] = useSubmitContactMutation();
  const [error, setError] = useState<string | null>(null);

  async function onFinish(input: ContactInput) {
    setError(null);
    const result = validateContact(input, { serverOffline: checked && !online });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    try {
      await submitContact(result.value).unwrap();
    } catch (e) {
      setError(contactErrorMessage(e));
    }
  }

  return (
    <Card title={<CardHeading>Send a Message</CardHeading>} style={{ height: '100%' }}>
      {/* The banner's place is held while the check runs (one line, like the online banner), so the
          form below it does not move when the answer comes. */}
      <Alert
        showIcon
        type={checked ? (online ? 'success' : 'error') : 'info'}
        title={
          checked
            ? online
              ? 'Server is online. You can submit the form.'
              : 'Server is offline. Form submission is currently unavailable.'
            : 'Checking whether the server is online…'
        }
        style={{ marginBottom: 20 }}
      />

      {submission.isSuccess ? (
        <Result
          status="success"
          title="Message Sent!"
          subTitle={submission.data.message}
          extra={
            // Resetting the mutation unmounts the result; the form mounts again empty.
            <Button type="primary" onClick={() => submission.reset()}>
              Send Another Message
            </Button>
          }
        />
      ) : (
        <>
          {error && (
            <Alert
              showIcon
              type="error"
              title="There was an error with your submission"
              description={error}
              style={{ marginBottom: 20 }}
            />
          )}
          {/* noValidate: the spec's own messages replace the browser's validation bubbles. */}
          <Form name="contact" layout="vertical" onFinish={onFinish} noValidate>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Name" name="name" required>
                  <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} aria-required />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Email" name="email" required>
                  <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} aria-required />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Subject" name="subject" required>
              <Input maxLength={CONTACT_LIMITS.subject} aria-required />
            </Form.Item>
            <Form.Item label="Message" name="message" required>
              <Input.TextArea rows={6} maxLength={CONTACT_LIMITS.message} aria-required />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              disabled={submission.isLoading}
              icon={submission.isLoading ? <LoadingOutlined aria-hidden /> : <SendOutlined aria-hidden />}
            >
              {submission.isLoading ? 'Sending...' : 'Send Message'}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}

function FaqCard() {
  return (
    <Card title={<CardHeading>Frequently Asked Questions</CardHeading>} style={{ marginTop: 24 }}>
      {FAQ.map((item) => (
        <section key={item.question} style={{ marginBottom: 16 }}>
          <Title level={3} style={{ fontSize: 16, marginBottom: 4 }}>
            {item.question}
          </Title>
          <Paragraph type="secondary" style={{ margin: 0 }}>
            {item.answer}
          </Paragraph>
        </section>
      ))}
    </Card>
  );
}

export function ContactPage() {
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 48px' }}>
      <header style={{ textAlign: 'center', marginBottom: 32 }}>
        <Title level={1} style={{ marginBottom: 8 }}>
          Contact Us
        </Title>
        <Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
          Welcome! Have a question, an idea or found a bug? We would love to hear from you.
        </Paragraph>
      </header>

      <Row gutter={[24, 24]}>
        <Col xs={24} md={9}>
          <GetInTouchCard />
        </Col>
        <Col xs={24} md={15}>
          <SendMessageCard />
        </Col>
      </Row>

      <FaqCard />

      <div style={{ textAlign: 'center', marginTop: 32 }}>
        <Link to="/">
          <ArrowLeftOutlined aria-hidden /> Back to Home
        </Link>
      </div>
    </div>
  );
}
