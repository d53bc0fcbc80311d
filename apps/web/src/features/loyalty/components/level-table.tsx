import { LOYALTY_LEVELS } from '@comanda/domain';
import { LEVEL_COLUMN, LEVEL_TABLE_CAPTION, levelRangeLabel, POINTS_COLUMN } from '../loyalty-texts.ts';

const ICON_SLUGS: Record<string, string> = { Areia: 'areia', Onda: 'onda', Coral: 'coral', Pérola: 'perola' };

/** The four levels and their points ranges (domain `LOYALTY_LEVELS`), with each level's icon. */
export function LevelTable() {
  return (
    <table className="level-table">
      <caption>{LEVEL_TABLE_CAPTION}</caption>
      <thead>
        <tr>
          <th scope="col">{LEVEL_COLUMN}</th>
          <th scope="col">{POINTS_COLUMN}</th>
        </tr>
      </thead>
      <tbody>
        {LOYALTY_LEVELS.map((level) => (
          <tr key={level.nivel}>
            <th scope="row">
              <img
                className="level-table__icon"
                src={`/img/shinguru/icone-${ICON_SLUGS[level.nome]}.svg`}
                alt=""
                width="28"
                height="28"
              />
              {level.nome}
            </th>
            <td>
              {levelRangeLabel(level.minPoints, Number.isFinite(level.maxPoints) ? level.maxPoints : null)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
