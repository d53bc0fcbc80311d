import type { OperatorOrderWire } from '@comanda/contract';
import { useEffect, useRef } from 'react';
import { cancelQuestion } from '../order-actions.ts';

interface CancelDialogProps {
  /** The order to ask about; null when closed. */
  order: OperatorOrderWire | null;
  onConfirm: (order: OperatorOrderWire) => void;
  onClose: () => void;
}

/** Asks before an order is cancelled (a modal dialog: Esc or 'Voltar' keeps the order). */
export function CancelDialog({ order, onConfirm, onClose }: CancelDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (order && !element.open) element.showModal();
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
          <div className="op-dialog__actions">
            {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes the focus in a confirmation */}
            <button type="button" className="op-button op-button--secondary" autoFocus onClick={onClose}>
              Voltar
            </button>
            <button
              type="button"
              className="op-button op-button--danger-solid"
              onClick={() => {
                onConfirm(order);
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
