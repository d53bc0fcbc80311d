import type { OrderWire } from '@comanda/contract';
import { useId } from 'react';
import { DELIVERY_IN_ABOUT } from '../../../ui/texts.ts';

/** Where the order goes and who makes it: the store, its delivery time and the address as it was ordered. */
export function OrderDelivery({ order }: { order: OrderWire }) {
  const titleId = useId();
  const { endereco, loja } = order;
  const street = [`${endereco.logradouro}, ${endereco.numero}`, endereco.complemento]
    .filter(Boolean)
    .join(' · ');
  const place = `${endereco.bairro}, ${endereco.cidade} - ${endereco.estado}`;
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        Entrega
      </h2>
      <p className="order-panel__main">{loja.nome}</p>
      <p className="order-panel__detail">
        {DELIVERY_IN_ABOUT} {loja.tempoEntrega} min
      </p>
      <address className="order-address">
        <span>{street}</span>
        <span>{endereco.cep ? `${place} · CEP ${endereco.cep}` : place}</span>
        {endereco.ponto_referencia && <span>Referência: {endereco.ponto_referencia}</span>}
      </address>
    </section>
  );
}
