import { Link } from 'react-router';
import {
  GRIEVANCE_RESPONSE_DAYS,
  LEGAL_CITY,
  MATERIAL_CHANGE_NOTICE_DAYS,
  MINIMUM_AGE,
  SITE_NAME,
} from '../../shared/site';
import { LegalPage, MailLink, Paragraph, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    body: (
      <>
        <Paragraph>
          These Terms of Service (&ldquo;Terms&rdquo;) are an agreement between you and {SITE_NAME} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;) for the use of our website, typing tests, practice features and paid plans (the
          &ldquo;Service&rdquo;). By using the Service you accept these Terms and our{' '}
          <Link to="/privacy">Privacy Policy</Link>. If you do not accept them, do not use the Service.
        </Paragraph>
        <Paragraph>
          You must be at least {MINIMUM_AGE} years old to use the Service. If you are under 18, you may use it only with
          the consent of a parent or legal guardian, who accepts these Terms on your behalf.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Account Creation',
    body: (
      <ul>
        <li>Give your real name and an email address you control; we verify it with a one-time code.</li>
        <li>Keep your password secret. You are responsible for everything done with your account.</li>
        <li>An account is for one person. Do not share it, sell it or create accounts for others without consent.</li>
        <li>
          Tell us at once at <MailLink to="supportEmail" /> if you think someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'user-content',
    title: 'User Content',
    body: (
      <>
        <Paragraph>
          &ldquo;User content&rdquo; is what you put into the Service: the text you type, your results, your profile
          picture and the messages you send us. You keep ownership of it.
        </Paragraph>
        <Paragraph>
          You grant us a worldwide, non-exclusive, royalty-free licence to store, process, copy and display your user
          content only as needed to run and improve the Service, for example to save your results, show your dashboard
          and personalise your practice text. The licence ends when you delete the content or your account, except for
          copies we must keep by law or that remain for a limited time in backups.
        </Paragraph>
        <Paragraph>
          You confirm that you have the right to upload your profile picture and that it is not unlawful, offensive or
          infringing.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <>
        <Paragraph>You agree not to:</Paragraph>
        <ul>
          <li>use bots, scripts, macros or other automated tools to take tests or to fake results;</li>
          <li>scrape the Service, or copy its practice texts in bulk;</li>
          <li>get around usage limits, for example by opening several accounts to exceed a daily limit;</li>
          <li>try to reach other users&apos; accounts or data, or probe, attack or overload our systems;</li>
          <li>upload malware or content that is unlawful, hateful, obscene or infringes someone else&apos;s rights;</li>
          <li>copy, modify or reverse engineer the Service except as the law expressly allows;</li>
          <li>use the Service in any way that breaks the law or these Terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <Paragraph>
          The Service, its software, design, practice texts, name and logo belong to {SITE_NAME} or its licensors and
          are protected by copyright and trademark law. We grant you a personal, non-transferable, revocable licence to
          use the Service for your own non-commercial practice. If you send us feedback or ideas, we may use them
          without any obligation to you.
        </Paragraph>
        <Paragraph>
          The Spanish word list is adapted (filtered) from Matthias Buchmeier&apos;s{' '}
          <a href="https://en.wiktionary.org/wiki/User:Matthias_Buchmeier/Spanish_frequency_list-1-5000">
            Spanish frequency list
          </a>{' '}
          on Wiktionary, licensed under <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>; our
          adapted list is available under the same licence. The English practice passages are from Herman
          Melville&apos;s Moby-Dick (1851), in the public domain.
        </Paragraph>
        <Paragraph>
          The Hindi word list, sentences and passages are taken (counted, cut into sentences and filtered) from the
          Hindi translations of LibreOffice 7.4 and its Help (The Document Foundation and the LibreOffice contributors)
          and of Firefox ESR 153 (the Mozilla Foundation and its Hindi localisation team), both under the{' '}
          <a href="https://mozilla.org/MPL/2.0/">Mozilla Public License 2.0</a>, and of Chromium 156 (© The Chromium
          Authors), under the <a href="https://opensource.org/license/bsd-3-clause">BSD 3-Clause licence</a>. Our Hindi
          lists are available under the MPL 2.0, with Chromium&apos;s notice kept.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your Responsibilities',
    body: (
      <ul>
        <li>Keep your account details accurate and your sign-in details secure.</li>
        <li>Provide the device, browser and internet connection you need to use the Service.</li>
        <li>
          When you buy a plan, give correct payment details and make sure you are allowed to use the payment method.
        </li>
        <li>Follow these Terms and the laws that apply to you.</li>
      </ul>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <Paragraph>
          You may stop using the Service at any time and ask us to delete your account by writing to{' '}
          <MailLink to="supportEmail" />.
        </Paragraph>
        <Paragraph>
          We may suspend or close your account if you seriously or repeatedly break these Terms, if the law requires it,
          or to protect other users or the Service. Where reasonable we will warn you first and tell you why. When an
          account is closed your right to use the Service ends; the sections on user content, intellectual property,
          liability, disclaimers and governing law continue to apply.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <Paragraph>
          To the fullest extent the law allows, {SITE_NAME} is not liable for indirect, incidental or consequential
          losses, such as loss of data, profits or opportunities, arising from your use of the Service.
        </Paragraph>
        <Paragraph>
          Our total liability for any claim about the Service is limited to the amount you paid us in the twelve months
          before the claim arose. Nothing in these Terms limits liability that cannot be limited by law, including your
          rights as a consumer.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <Paragraph>
        The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Speed, accuracy and skill levels are
        practice measurements, not certified test scores, and generated practice text may contain mistakes. We do not
        promise that the Service will be uninterrupted or error-free, or that it will improve your typing by any
        particular amount.
      </Paragraph>
    ),
  },
  {
    id: 'india',
    title: 'India-Specific Terms',
    body: (
      <ul>
        <li>
          <strong>Consumer protection:</strong> nothing in these Terms takes away your rights under the Consumer
          Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.
        </li>
        <li>
          <strong>Electronic contract:</strong> these Terms are an electronic record under the Information Technology
          Act, 2000 and form a binding contract when you accept them online; no physical or digital signature is needed.
        </li>
        <li>
          <strong>Dispute resolution:</strong> please first write to our Grievance Officer at{' '}
          <MailLink to="grievanceEmail" />; we will respond within {GRIEVANCE_RESPONSE_DAYS} days and try to settle the
          matter amicably. If it is not settled, either side may take it to court.
        </li>
        <li>
          <strong>Jurisdiction:</strong> the courts at Bangalore, Karnataka have exclusive jurisdiction over disputes
          under these Terms, without affecting your right to approach a consumer commission.
        </li>
        <li>
          <strong>GST:</strong> prices of paid plans are in Indian rupees (INR) and include Goods and Services Tax (GST)
          at the rate in force. Each payment has a receipt on your <Link to="/billing">Billing</Link> page, which you
          can print or save.
        </li>
        <li>
          <strong>Changing plan:</strong> you may move to a higher plan at any time. The whole days left of your current
          plan are credited against the new plan&apos;s price (we show the amount before you pay); the new plan starts
          when you pay and runs for 30 days, and the current one ends then. A lower plan can be bought once the current
          one has ended.
        </li>
      </ul>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: <Paragraph>These Terms are governed by and interpreted under the laws of India.</Paragraph>,
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <Paragraph>
        We may change these Terms as the Service or the law changes. For material changes we will give you at least{' '}
        {MATERIAL_CHANGE_NOTICE_DAYS} days&apos; notice by email or on the site before they take effect. If you keep
        using the Service after that, you accept the new Terms; if you do not accept them, stop using the Service and
        ask us to delete your account.
      </Paragraph>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <Paragraph>
        Questions about these Terms: <MailLink to="supportEmail" />, our <Link to="/contact">contact form</Link>, or by
        post to {SITE_NAME}, {LEGAL_CITY}.
      </Paragraph>
    ),
  },
];

/** Spec §2 "Terms of service". */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<>Please read these terms carefully. They set out the rules for using {SITE_NAME} and its paid plans.</>}
      sections={SECTIONS}
    />
  );
}
