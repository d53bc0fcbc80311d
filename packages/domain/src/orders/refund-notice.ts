import { formatDate } from '../format/date-time.ts';
import { formatBRL } from '../money/format-brl.ts';
import type { Centavos } from '../money/money.ts';

/** Money of a cancelled order on its way back: confirmed by the provider (with the day) or still being processed. */
export interface OrderRefund {
  tipo: 'cartao' | 'pix';
  /** True until the provider confirms the refund ('estorno_pendente'). */
  emProcessamento: boolean;
  valor: Centavos;
  /** When the provider confirmed it; null while processing. */
  estornadoEm: Date | string | null;
}

/** What the order's details say of the refund: a heading and the lines under it. */
export interface RefundNotice {
  titulo: string;
  detalhes: string[];
}

/** The card note: a card refund shows on the statement in the issuer's time, not the app's. */
export const CARD_REFUND_STATEMENT_NOTE = 'No cartão, o estorno pode aparecer só na próxima fatura.';

/**
 * 'Pagamento estornado em dd/MM/y' once the provider confirmed it, 'Estorno em processamento' before; the amount
 * and where it goes; for cards, that it may only show on the next statement.
 */
export function refundNotice(refund: OrderRefund): RefundNotice {
  const valor = formatBRL(refund.valor);
  const where = refund.tipo === 'cartao' ? 'ao seu cartão' : 'à conta que pagou o Pix';
  const titulo =
    refund.emProcessamento || refund.estornadoEm === null
      ? 'Estorno em processamento'
      : `Pagamento estornado em ${formatDate(new Date(refund.estornadoEm))}`;
  const amount = refund.emProcessamento
    ? `${valor} voltam ${where} assim que o banco confirmar.`
    : `${valor} devolvidos ${where}.`;
  return { titulo, detalhes: refund.tipo === 'cartao' ? [amount, CARD_REFUND_STATEMENT_NOTE] : [amount] };
}
