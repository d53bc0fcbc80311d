import type { OperatorOrderWire } from '@comanda/contract';
import { CANCEL_REASON_MAX } from '@comanda/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { cancelQuestion } from '../order-actions.ts';

interface CancelDialogProps {
  /** The order to ask about; null when closed. */
  order: OperatorOrderWire | null;
  /** Cancels the order, with the reason typed for the customer (empty: none). */
  onConfirm: (order: OperatorOrderWire, motivo: string) => void;
  onClose: () => void;
}

/**
 * Asks before an order is cancelled (a modal dialog: Esc or 'Voltar' keeps the order), with an optional reason the
 * customer reads in the order and its notification.
 */
export function CancelDialog({ order, onConfirm, onClose }: CancelDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonId = useId();
  const back = useRef<HTMLButtonElement>(null);
  const [motivo, setMotivo] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (order && !element.open) {
      setMotivo('');
      element.showModal();
      // the safe answer takes the focus in a confirmation, not the first field
      back.current?.focus();
    }
    if (!order && element.open) element.close();
  }, [order]);

  return (
    <dialog
      ref={dialog}
      className="op-dialog"
      aria-labelledby="op-cancel-title"
      aria-describedby="op-cancel-question"
      onClose={onClose}
    >
      {order && (
        <>
          <h2 id="op-cancel-title" className="op-dialog__title">
            Cancelar pedido
          </h2>
          <p id="op-cancel-question" className="op-dialog__text">
            {cancelQuestion(order.id)}
          </p>
          <label className="op-dialog__label" htmlFor={reasonId}>
            Motivo para o cliente (opcional)
          </label>
          <input
            id={reasonId}
            className="op-dialog__input"
            type="text"
            maxLength={CANCEL_REASON_MAX}
            placeholder="Ex.: acabou o salmão"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
          />
          <div className="op-dialog__actions">
            <button ref={back} type="button" className="op-button op-button--secondary" onClick={onClose}>
              Voltar
            </button>
            <button
              type="button"
              className="op-button op-button--danger-solid"
              onClick={() => {
                onConfirm(order, motivo.trim());
                onClose();
              }}
            >
              Cancelar pedido
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
