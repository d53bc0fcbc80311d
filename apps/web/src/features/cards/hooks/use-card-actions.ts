import type { SavedCardWire } from '@comanda/contract';
import {
  type PaymentChoice,
  paymentAfterCardDeletion,
  selectCard,
  selectDonationCard,
} from '@comanda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { donationPaymentChoiceKey, paymentChoiceKey } from '../../payments/index.ts';
import { deleteCard } from '../api/delete-card.ts';
import { replaceWallet, WALLET_KEY } from '../api/get-wallet.ts';
import { CARD_DELETED_MESSAGE, deleteCardDialog, FAILED_CARD_DIALOG } from '../card-texts.ts';

/** How the card list is used: managing the cards, picking the order's card, or picking the donation's. */
export type CardsMode = 'manage' | 'select' | 'donation';

/**
 * §4 Card selection and Card deletion for the card list in `mode`. A picked card answers the payment choice it
 * became through `onSelected`; in donation mode that is the donation card's, while the order is set to cash.
 */
export function useCardActions(mode: CardsMode, onSelected?: (choice: PaymentChoice) => void) {
  const queryClient = useQueryClient();
  const [busy, run] = useAction();

  const remove = (card: SavedCardWire) =>
    run(async () => {
      const answer = await deleteCard(card);
      const left =
        answer.data ??
        (queryClient.getQueryData<SavedCardWire[]>(WALLET_KEY) ?? []).filter((other) => other.id !== card.id);
      replaceWallet(queryClient, left);
      const payment = paymentChoiceKey.read() ?? null;
      const next = paymentAfterCardDeletion(payment, card.id);
      if (next && next !== payment) paymentChoiceKey.write(next);
      if (mode === 'donation') donationPaymentChoiceKey.remove();
      toast.success(answer.message ?? CARD_DELETED_MESSAGE);
    });

  /** The trash icon: the confirm modal, then the delete call. */
  const confirmRemove = async (card: SavedCardWire) => {
    if ((await confirmDialog(deleteCardDialog(card))) === 'executar') await remove(card);
  };

  /** A failed card: 'Houve um problema com seu cartão', whose 'Excluir cartão' deletes it. */
  const explainFailure = async (card: SavedCardWire) => {
    if ((await confirmDialog(FAILED_CARD_DIALOG)) === 'executar') await remove(card);
  };

  const select = (card: SavedCardWire) => {
    const asPayment = selectCard(card);
    if (asPayment.kind === 'blocked') return explainFailure(card);
    if (mode === 'donation') {
      const donation = selectDonationCard(card);
      if (donation.kind === 'blocked') return explainFailure(card);
      donationPaymentChoiceKey.write(asPayment.payment);
      paymentChoiceKey.write(donation.payment);
    } else paymentChoiceKey.write(asPayment.payment);
    onSelected?.(asPayment.payment);
    return Promise.resolve();
  };

  return { busy, select, confirmRemove, explainFailure };
}
