import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icons/Icon';
import { FaqCard } from './FaqCard';
import { GetInTouchCard } from './GetInTouchCard';
import { SendMessageCard } from './SendMessageCard';
import '../../shared/ui/card.css';
import './contact.css';

/* Spec §2 "Contact page", rendered without antd (docs/decisions/front-end/antd.md). */

export function ContactPage() {
  return (
    <div className="contact-page">
      <header className="contact-page__header">
        <h1 className="contact-page__title">Contact Us</h1>
        <p className="contact-page__intro">
          Welcome! Have a question, an idea or found a bug? We would love to hear from you.
        </p>
      </header>

      <div className="contact-row">
        <div className="contact-col contact-col--narrow">
          <GetInTouchCard />
        </div>
        <div className="contact-col contact-col--wide">
          <SendMessageCard />
        </div>
      </div>

      <FaqCard />

      <div className="contact-page__back">
        <Link to="/">
          <Icon name="ArrowLeftOutlined" aria-hidden /> Back to Home
        </Link>
      </div>
    </div>
  );
}
