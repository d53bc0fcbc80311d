import { InfoPage } from '../components/info-page.tsx';
import { LevelTable } from '../components/level-table.tsx';
import { useLoyalty } from '../hooks/use-loyalty.ts';
import {
  CASHBACK_HEADLINE,
  CASHBACK_SECTIONS,
  PENDING_POINTS_TITLE,
  pendingPointsText,
} from '../loyalty-texts.ts';

/** The points the member's orders under way will earn once completed (GET fidelidade `pontos_pendentes`). */
function PendingPoints() {
  const { data } = useLoyalty();
  if (!data?.shinguru) return null;
  return (
    <section className="loyalty-notice pending-points" aria-labelledby="pending-points-title">
      <h2 id="pending-points-title">{PENDING_POINTS_TITLE}</h2>
      <p>{pendingPointsText(data.pontos_pendentes)}</p>
    </section>
  );
}

import { CASHBACK_TITLE } from '../loyalty-titles.ts';

/**
 * shinguru/detalhes-cashback: the points on their way from orders under way, how points are earned and what they are
 * for (ADR 0160 Q1, Q2).
 */
export function CashbackPage() {
  return (
    <InfoPage title={CASHBACK_TITLE} readOnly>
      <p className="loyalty-reading__lead">{CASHBACK_HEADLINE}</p>
      <PendingPoints />
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
