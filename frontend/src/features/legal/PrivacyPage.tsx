import { RETENTION, retentionDays } from '@typing/contracts/retention-periods';
import { Link } from 'react-router';
import { GRIEVANCE_RESPONSE_DAYS, LEGAL_CITY, MINIMUM_AGE, SITE_NAME } from '../../shared/site';
import { LegalPage, MailLink, Paragraph, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <Paragraph>
          This Privacy Policy explains what personal information {SITE_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;)
          collects when you use our website and typing tests, why we collect it, who we share it with and the choices
          you have. It applies to visitors and to registered users.
        </Paragraph>
        <Paragraph>
          By creating an account or using the service you agree to the handling of your information as described here.
          If you do not agree, please do not use the service.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <Paragraph>We collect only what we need to run the service:</Paragraph>
        <ul>
          <li>
            <strong>Account details:</strong> your name and email address, and your password, which we store only in
            encrypted (hashed) form and never in plain text.
          </li>
          <li>
            <strong>Profile picture (optional):</strong> a generated avatar or an image you upload.
          </li>
          <li>
            <strong>Test results:</strong> speed (WPM), accuracy, characters typed correctly and incorrectly, the sample
            text and what you typed, and the date of each test.
          </li>
          <li>
            <strong>Problem keys:</strong> the keys you mistype and how often, used to personalise your practice.
          </li>
          <li>
            <strong>Session data:</strong> the sign-in session that keeps you logged in, and short-lived data held in
            your browser during sign-up and verification.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser and device type, operating system, pages requested and
            the time of each request, kept in server logs for security and troubleshooting.
          </li>
          <li>
            <strong>Cookies and local storage:</strong> an essential cookie for your signed-in session, an essential
            cookie with a random id for this browser (kept 180 days, so that a sign-up code works only where it was
            asked for and someone else&apos;s wrong passwords do not hold you back on a device you have signed in on),
            and your light/dark theme preference in your browser&apos;s local storage. We do not use advertising or
            cross-site tracking cookies.
          </li>
        </ul>
        <Paragraph>
          If you sign in with Google, we receive your name, email address and profile picture from Google. If you buy a
          plan, our payment provider processes your card or UPI details; we receive only a payment reference, never the
          card number or UPI PIN.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To create and secure your account, verify your email with a one-time code and reset your password.</li>
        <li>To run typing tests, save your results and show your progress on your dashboard.</li>
        <li>To generate practice text that focuses on your problem keys.</li>
        <li>To manage your subscription plan, its daily usage limit and your payments.</li>
        <li>To answer messages you send us and to send service emails (we do not send marketing email).</li>
        <li>To keep the service reliable and safe: preventing abuse, fixing faults and improving features.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Your Information',
    body: (
      <>
        <Paragraph>We do not sell or rent your personal information. We share it only:</Paragraph>
        <ul>
          <li>
            with service providers that work on our behalf (hosting, email delivery, file storage, payments and the
            text-generation service, which receives only your problem keys, not your name or email), under contracts
            that limit their use of the data to providing that service;
          </li>
          <li>with Google, if you choose to sign in with your Google account;</li>
          <li>
            <strong>publicly, only if you choose to:</strong> on your <Link to="/settings">settings</Link> page you may
            appear under a display name of your own (off until you turn it on). Anyone can then see that display name,
            your profile picture, your personal bests and how many tests you have taken on your public page, and your
            best results on the leaderboards. Your email, your full name and everything else stay private. Stop
            appearing, or delete your account, and your public page and leaderboard rows are gone at once;
          </li>
          <li>
            when the law requires it, for example in response to a valid order from a court or a government authority;
          </li>
          <li>
            to protect the rights, property or safety of our users, the public or {SITE_NAME}, including to investigate
            fraud or security incidents;
          </li>
          <li>
            with a successor if {SITE_NAME} is merged or sold, in which case this policy continues to apply to your
            data.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <>
        <Paragraph>
          We protect your information with encrypted connections (HTTPS), hashed passwords, secure session cookies,
          access controls that limit who can reach personal data, and rate limits against automated attacks.
        </Paragraph>
        <Paragraph>
          No system is completely secure. If a breach affects your personal data, we will inform you and the authorities
          as the law requires.
        </Paragraph>
      </>
    ),
  },
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

/** Spec §2 "Privacy policy". */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          Your privacy matters to us. This policy describes the information {SITE_NAME} collects, how we use and protect
          it, and your rights over it.
        </>
      }
      sections={SECTIONS}
    />
  );
}
