import { pointsForOrder } from '@comanda/domain';
import { GOT_IT_LABEL, POINTS_INFO_SECTIONS, pointsExample } from '../loyalty-texts.ts';
import { LevelTable } from './level-table.tsx';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const EXAMPLE = { total: 8790, frete: 790 };

/** modal-info-pontos: how points are earned, when they arrive and the level ladder (a page or a modal). */
export function PointsInfo({ onDone }: { onDone: () => void }) {
  return (
    <div className="loyalty-sheet">
      {POINTS_INFO_SECTIONS.map((section) => (
        <section key={section.title} className="loyalty-sheet__section">
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p className="loyalty-sheet__example">
        {pointsExample(
          money.format(EXAMPLE.total / 100),
          money.format(EXAMPLE.frete / 100),
          pointsForOrder(EXAMPLE),
        )}
      </p>
      <LevelTable />
      <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
        {GOT_IT_LABEL}
      </button>
    </div>
  );
}
