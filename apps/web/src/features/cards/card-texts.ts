import { cardDisplayName, FAILED_CARD_TITLE, type SavedCard } from '@comanda/domain';
import type { ConfirmDialogOptions } from '../../ui/dialogs/dialog-types.ts';

/** §2 Cards screen. */
export { ADD_CARD_TITLE, CARDS_PAGE_TITLE } from './card-titles.ts';
export const CARDS_MODAL_TITLE = 'Cartões cadastrados';
export const NO_CARDS_MESSAGE = 'Você ainda não tem formas de pagamento cadastradas.';
export const DELETE_CARD_LABEL = 'Excluir cartão';

/** What the server answers when it gives no message of its own. */
export { CARD_DELETED_MESSAGE, CARD_SAVED_MESSAGE } from '@comanda/domain';

/** A card named the way the tile shows it: nickname (or 'Cartão de {tipo}') and last four digits. */
export function cardLabel(card: Pick<SavedCard, 'apelido' | 'tipo' | 'final'>): string {
  return `${cardDisplayName(card)} **** ${card.final}`;
}

/** §4 Card selection: the modal for a card with falha_transacao 1; its action deletes the card. */
export const FAILED_CARD_DIALOG: ConfirmDialogOptions = {
  title: FAILED_CARD_TITLE,
  message:
    'Após uma atualização do sistema de pagamentos, os dados deste cartão não estão disponíveis para esta unidade. Cadastre o cartão novamente.',
  confirmText: DELETE_CARD_LABEL,
  cancelText: 'Cancelar',
  destructive: true,
};

/** §4 Card deletion: the confirm modal before the delete call. */
export function deleteCardDialog(card: Pick<SavedCard, 'apelido' | 'tipo' | 'final'>): ConfirmDialogOptions {
  return {
    title: DELETE_CARD_LABEL,
    message: `Deseja excluir o cartão ${cardLabel(card)}? Para usá-lo de novo, será preciso cadastrá-lo outra vez.`,
    confirmText: 'Excluir',
    cancelText: 'Cancelar',
    destructive: true,
  };
}
