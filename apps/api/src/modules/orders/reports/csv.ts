import type { DayStoreRow } from './figures.ts';

/** Centavos as the spreadsheet reads a pt-BR amount: 123456 → '1234,56'. */
const reais = (centavos: number) =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)},${String(Math.abs(centavos) % 100).padStart(2, '0')}`;

const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The report as a CSV a pt-BR spreadsheet opens as it is: one line per day and store of the period (days without
 * orders included), ';' between fields, amounts in reais with a decimal comma, UTF-8 with a byte-order mark.
 */
export function reportCsv(
  days: string[],
  lojas: Array<{ id: number; nome: string }>,
  rows: DayStoreRow[],
): string {
  const byKey = new Map(rows.map((row) => [`${row.dia}|${row.lojaId}`, row]));
  const lines = ['dia;loja_id;loja;pedidos;receita;ticket_medio;cancelados'];
  for (const dia of days)
    for (const loja of lojas) {
      const row = byKey.get(`${dia}|${loja.id}`);
      const pedidos = row?.pedidos ?? 0;
      const receita = row?.receita ?? 0;
      const ticket = pedidos ? Math.round(receita / pedidos) : 0;
      lines.push(
        [
          dia,
          String(loja.id),
          cell(loja.nome),
          String(pedidos),
          reais(receita),
          reais(ticket),
          String(row?.cancelados ?? 0),
        ].join(';'),
      );
    }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
