import { InfoPage } from '../components/info-page.tsx';
import { FAQ } from '../loyalty-texts.ts';
import { FAQ_TITLE } from '../loyalty-titles.ts';

/** shinguru/duvidas-frequentes: questions and answers, each a native disclosure (accordion). */
export function FaqPage() {
  return (
    <InfoPage title={FAQ_TITLE}>
      <div className="faq">
        {FAQ.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </InfoPage>
  );
}
