import { useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { trackEcommerce } from '../../../lib/ecommerce.ts';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { toast } from '../../../lib/toast.ts';
import { addLine, describeChoices, OTHER_STORE_CLEARED_MESSAGE, priceBagBody } from '../../bag/index.ts';
import { readCurrentStore } from '../../stores/index.ts';
import { getOrder } from '../api/get-order.ts';
import {
  nothingAvailableMessage,
  planReorder,
  REORDER_ADDRESS_MESSAGE,
  toBagLine,
  unavailableItemsMessage,
} from '../reorder.ts';

/** A list of names takes longer to read than the usual toast. */
const LIST_TOAST_MS = 4000;

/**
 * 'Pedir de novo': the order's lines, priced again for the customer's current store, go into the bag (a bag of
 * another store is emptied first, §4), the customer is told which lines are no longer sold, and the bag opens.
 */
export function useReorder() {
  const { openBag, goTo } = useOpenScreen();
  const [busyId, setBusyId] = useState<number | null>(null);

  const reorder = async (pedidoId: number) => {
    const store = readCurrentStore();
    if (!store) {
      toast.error(REORDER_ADDRESS_MESSAGE);
      goTo('/buscar-endereco');
      return;
    }
    setBusyId(pedidoId);
    try {
      const order = await getOrder(pedidoId);
      const plan = await planReorder(order.itens, store.id, (body) => priceBagBody(body));
      if (plan.lines.length === 0) {
        toast.error(nothingAvailableMessage(plan.unavailable), LIST_TOAST_MS);
        return;
      }
      let clearedOtherStore = false;
      for (const line of plan.lines)
        clearedOtherStore ||= addLine(toBagLine(line), store.id).clearedOtherStore;
      trackEcommerce(
        'add_to_cart',
        plan.lines.map((line) => ({
          cod: line.cod,
          nome: line.nome,
          categoria: line.categoria,
          unitCentavos: line.preco.unitario.valor,
          qtd: line.qtd,
          variant: describeChoices(line),
        })),
      );
      const warnings = [
        ...(clearedOtherStore ? [OTHER_STORE_CLEARED_MESSAGE] : []),
        ...(plan.unavailable.length > 0 ? [unavailableItemsMessage(plan.unavailable)] : []),
      ];
      // Toasts share one spot on screen: the second waits for the first.
      const [first, second] = warnings;
      if (first) toast.error(first, LIST_TOAST_MS);
      if (second) window.setTimeout(() => toast.error(second, LIST_TOAST_MS), LIST_TOAST_MS + 300);
      openBag();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE);
    } finally {
      setBusyId(null);
    }
  };

  return { reorder, busyId };
}
