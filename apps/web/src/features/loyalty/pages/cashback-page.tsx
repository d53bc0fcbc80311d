import { InfoPage } from '../components/info-page.tsx';
import { LevelTable } from '../components/level-table.tsx';
import { CASHBACK_HEADLINE, CASHBACK_SECTIONS } from '../loyalty-texts.ts';
import { CASHBACK_TITLE } from '../loyalty-titles.ts';

/** shinguru/detalhes-cashback: how points are earned and what they are for (ADR 0160 Q1, Q2). */
export function CashbackPage() {
  return (
    <InfoPage title={CASHBACK_TITLE} readOnly>
      <p className="loyalty-reading__lead">{CASHBACK_HEADLINE}</p>
      <ol className="cashback-steps">
        {CASHBACK_SECTIONS.map((section, index) => (
          <li key={section.title} className="cashback-step">
            <span className="cashback-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <LevelTable />
    </InfoPage>
  );
}
