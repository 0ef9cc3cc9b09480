import { ContactCard } from './ContactCard';

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

export function FaqCard() {
  return (
    <ContactCard title="Frequently Asked Questions" className="contact-faq">
      {FAQ.map((item) => (
        <section key={item.question} className="contact-faq__item">
          <h3 className="contact-faq__question">{item.question}</h3>
          <p className="contact-faq__answer">{item.answer}</p>
        </section>
      ))}
    </ContactCard>
  );
}
