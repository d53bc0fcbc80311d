import type { OrderWire } from '@comanda/contract';
import { refundNotice } from '@comanda/domain';
import { useId } from 'react';
import { CHANGE_FOR_LABEL } from '../../../ui/texts.ts';

/** The money of a cancelled order on its way back, or back: when, how much, and where to look for it. */
function RefundNote({ payment }: { payment: OrderWire['formaPagamento'] }) {
  const { estorno } = payment;
  if (!estorno || (payment.tipo !== 'cartao' && payment.tipo !== 'pix')) return null;
  const notice = refundNotice({
    tipo: payment.tipo,
    emProcessamento: estorno.status === 'em_processamento',
    valor: estorno.valor.valor,
    estornadoEm: estorno.estornado_em,
  });
  return (
    <div className="order-panel__refund" data-testid="estorno">
      <p className="order-panel__refund-title">{notice.titulo}</p>
      {notice.detalhes.map((line) => (
        <p key={line} className="order-panel__detail">
          {line}
        </p>
      ))}
    </div>
  );
}

/** How the order is paid: the label, the change the courier brings, why the payment was refused, the refund. */
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
      {payment.troco_para && (
        <p className="order-panel__detail">
          {CHANGE_FOR_LABEL} {payment.troco_para.texto}
        </p>
      )}
      {order.cpf_nota && <p className="order-panel__detail">CPF na nota: {order.cpf_nota}</p>}
      {refusal && <p className="order-panel__refusal">{refusal}</p>}
      <RefundNote payment={payment} />
    </section>
  );
}
