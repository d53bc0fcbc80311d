import type { OrderWire } from '@comanda/contract';
import { useId } from 'react';

/** How the order is paid: the label, the change the courier brings, why the payment was refused. */
export function OrderPayment({ order }: { order: OrderWire }) {
  const titleId = useId();
  const payment = order.formaPagamento;
  const refusal = order.status === 'Cancelado' ? payment.motivo : null;
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        Pagamento
      </h2>
      <p className="order-panel__main">{payment.label}</p>
      {payment.troco_para && <p className="order-panel__detail">Troco para {payment.troco_para.texto}</p>}
      {order.cpf_nota && <p className="order-panel__detail">CPF na nota: {order.cpf_nota}</p>}
      {refusal && <p className="order-panel__refusal">{refusal}</p>}
    </section>
  );
}
