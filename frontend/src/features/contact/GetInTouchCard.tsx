import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteMailLink } from '../../shared/site-info/SiteMailLink';
import { Icon } from '../../shared/ui/icons/Icon';
import { SvgIcon } from '../../shared/ui/icons/SvgIcon';
import { AnchorButton } from '../../shared/ui/Button';
import { ContactCard } from './ContactCard';
import { CONTACT_ICONS } from '../../shared/ui/icons/contact';

const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/typing-practice', icon: <Icon name="GithubOutlined" aria-hidden /> },
  {
    label: 'GitLab',
    href: 'https://gitlab.com/typing-practice',
    icon: <SvgIcon {...CONTACT_ICONS.gitlab} aria-hidden />,
  },
];

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="contact-item">
      <span className="contact-item__icon">{icon}</span>
      <div>
        <strong className="contact-strong">{label}</strong>
        {children}
      </div>
    </div>
  );
}

/** The side panel: the support address, the documentation and the social links. */
export function GetInTouchCard() {
  return (
    <ContactCard title="Get In Touch">
      <ContactItem icon={<SvgIcon {...CONTACT_ICONS.mail} aria-hidden />} label="Email">
        <SiteMailLink to="supportEmail" />
      </ContactItem>
      <ContactItem icon={<SvgIcon {...CONTACT_ICONS.book} aria-hidden />} label="Documentation">
        <Link to="/about">Learn how Typing Practice works</Link>
      </ContactItem>
      <strong className="contact-strong contact-follow">Follow us</strong>
      <div className="contact-social">
        {SOCIAL_LINKS.map((s) => (
          <AnchorButton key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" icon={s.icon}>
            {s.label}
          </AnchorButton>
        ))}
      </div>
    </ContactCard>
  );
}
