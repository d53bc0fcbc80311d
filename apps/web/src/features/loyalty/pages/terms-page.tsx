import { InfoPage } from '../components/info-page.tsx';
import { TERMS, TERMS_INTRO } from '../loyalty-texts.ts';
import { TERMS_TITLE } from '../loyalty-titles.ts';

/** shinguru/termos-condicoes: the programme's rules (ADR 0160). */
export function TermsPage() {
  return (
    <InfoPage title={TERMS_TITLE} readOnly>
      <p className="loyalty-reading__lead">{TERMS_INTRO}</p>
      {TERMS.map((section) => (
        <section key={section.title} className="terms-section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </InfoPage>
  );
}
