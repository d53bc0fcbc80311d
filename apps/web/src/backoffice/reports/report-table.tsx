import { TableCard } from '../table-card.tsx';

/** A figures table of the reports, in a card; an empty one says so. */
export function ReportTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <TableCard label={caption}>
      <h2 className="bo-card__title">{caption}</h2>
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((name, index) => (
              <th key={name} scope="col" className={index > 0 ? 'bo-num' : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={head.length}>Nada no período.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in a fixed order
                <td key={index} className={index > 0 ? 'bo-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}
