import { RETENTION, retentionDays } from '@typing/contracts/retention-periods';
import { Link } from 'react-router';
import { GRIEVANCE_RESPONSE_DAYS, LEGAL_CITY, MINIMUM_AGE, SITE_NAME } from '../../shared/site';
import { MailLink, Paragraph, type LegalSection } from './LegalPage';

/** The privacy policy's sections on the law, your rights and how to reach us. */
export const RIGHTS_SECTIONS: LegalSection[] = [
  {
    id: 'india',
    title: 'India-Specific Provisions',
    body: (
      <>
        <Paragraph>
          We process personal data in line with the Information Technology Act, 2000, the Information Technology
          (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the
          Digital Personal Data Protection Act, 2023.
        </Paragraph>
        <ul>
          <li>
            <strong>Sensitive personal data:</strong> the only sensitive personal data we hold is your password, kept in
            hashed form. We collect it with your consent, use it only to authenticate you and never disclose it.
          </li>
          <li id="retention">
            <strong>Retention:</strong> we keep your account data and results while your account is active. When you
            delete your account, you are signed out on every device at once and we then erase your results, problem
            keys, profile picture and sign-in details, the messages you sent us from your account&apos;s email address
            and our records of the emails we sent to it. Payment records are kept as the law requires (for example for
            tax), no longer linked to you. Other data is kept only for a set time:
            <ul>
              <li>messages sent with the contact form: {retentionDays(RETENTION.contactMessagesMs)} days;</li>
              <li>
                records of the emails we sent you (which email, to which address, when):{' '}
                {retentionDays(RETENTION.deliveryRecordsMs)} days;
              </li>
              <li>
                emails in our outgoing queue: {retentionDays(RETENTION.sentMailJobsMs)} day once sent,{' '}
                {retentionDays(RETENTION.failedMailJobsMs)} days if they could not be delivered.
              </li>
            </ul>
            Server logs are kept for a limited period for security.
          </li>
          <li>
            <strong>Grievance Officer:</strong> if you have a complaint about how we handle your data, write to our
            Grievance Officer at <MailLink to="grievanceEmail" /> or at {SITE_NAME}, {LEGAL_CITY}. We will acknowledge
            your complaint and resolve it within {GRIEVANCE_RESPONSE_DAYS} days of receiving it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'choices',
    title: 'Your Choices and Rights',
    body: (
      <>
        <Paragraph>You can correct the data we hold about you:</Paragraph>
        <ul>
          <li>
            <strong>Name:</strong> change it yourself on your <Link to="/settings">settings</Link> page; the new name
            shows at once, everywhere you are signed in.
          </li>
          <li>
            <strong>Profile picture:</strong> upload a new one on your <Link to="/dashboard">dashboard</Link>.
          </li>
          <li>
            <strong>Password:</strong> change it on your settings page, or set a new one with &ldquo;Forgot
            password&rdquo; on the sign-in page.
          </li>
          <li>
            <strong>Email address:</strong> it is how you sign in and where your codes go, so it cannot be changed in
            the app. Write to <MailLink to="privacyEmail" /> from your current address, naming the new one; we change it
            once both addresses are confirmed.
          </li>
          <li>
            <strong>Test results and problem keys:</strong> they record what happened in each test, so they cannot be
            edited. You can delete them all, with your account, on your settings page.
          </li>
          <li>
            <strong>Display name:</strong> change it, or stop appearing publicly, on your settings page; it takes effect
            at once.
          </li>
          <li>
            <strong>Payment records:</strong> if a detail is wrong, write to us; we keep them as the law requires.
          </li>
        </ul>
        <Paragraph>You can also:</Paragraph>
        <ul>
          <li>
            Download a copy of all your data, or delete your account and its data yourself, on your{' '}
            <Link to="/settings">settings</Link> page.
          </li>
          <li>
            Withdraw your consent at any time; this does not affect processing done before, but without it we cannot
            keep your account.
          </li>
          <li>Nominate another person to exercise these rights for you in case of death or incapacity.</li>
          <li>
            Clear cookies and local storage in your browser; you will be signed out and the theme resets to light.
          </li>
          <li>
            Write to <MailLink to="privacyEmail" /> for any of these requests. We answer within{' '}
            {GRIEVANCE_RESPONSE_DAYS} days.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <Paragraph>
        The service is not meant for children under {MINIMUM_AGE}, and we do not knowingly collect their personal
        information. If you are under 18, use the service only with the consent and supervision of a parent or legal
        guardian. If we learn that we hold data of a child under {MINIMUM_AGE}, or of a minor without that consent, we
        will delete it. Parents can contact us at <MailLink to="privacyEmail" />.
      </Paragraph>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <Paragraph>
        This Privacy Policy is governed by the laws of India. Any dispute about it is subject to the exclusive
        jurisdiction of the courts at Bangalore, Karnataka, without prejudice to your right to approach a data
        protection or consumer authority.
      </Paragraph>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <Paragraph>
        We may update this policy as the service or the law changes. The &lsquo;Last updated&rsquo; date at the top
        shows when. If a change materially affects how we use your data, we will tell you by email or with a notice on
        the site before it takes effect.
      </Paragraph>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <Paragraph>
        Questions about this policy or your data: <MailLink to="privacyEmail" />. For anything else, write to{' '}
        <MailLink to="supportEmail" /> or use our <Link to="/contact">contact form</Link>.
      </Paragraph>
    ),
  },
];
