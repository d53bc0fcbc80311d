import type { GiftCardStatement } from '@comanda/contract';
import { formatBRL, formatDateTime } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { giftCards } from '../backoffice-api.ts';
import { LOADING } from '../texts.ts';

/** A card's debits, newest first: the order each paid and whether it was given back. */
export function Statement({
  lojaId,
  id,
  onFailure,
}: {
  lojaId: number;
  id: number;
  onFailure: (error: unknown) => void;
}) {
  const [statement, setStatement] = useState<GiftCardStatement | null>(null);
  useEffect(() => {
    giftCards.statement(lojaId, id).then(setStatement, onFailure);
  }, [lojaId, id, onFailure]);

  if (!statement) return <p role="status">{LOADING}</p>;
  if (statement.debitos.length === 0) return <p className="bo-muted">Nenhum uso ainda.</p>;
  return (
    <ul className="bo-statement" aria-label={`Extrato do Gift Card ${statement.cartao.numeroMascarado}`}>
      {statement.debitos.map((debit) => (
        <li key={debit.id}>
          <span>{formatDateTime(debit.em)}</span>
          <span>{debit.pedidoId ? `Pedido #${debit.pedidoId}` : 'Débito'}</span>
          <strong className="bo-num">−{formatBRL(debit.valor)}</strong>
          {debit.estornadoEm && (
            <span className="op-tag">Estornado em {formatDateTime(debit.estornadoEm)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
