import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/site';
import { Paragraph, type LegalSection } from './LegalPage';

/** The privacy policy's sections on what we collect and how we use, share and protect it. */
export const DATA_SECTIONS: LegalSection[] = [
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
];
