import { cardsAfterRegistration, validateCardLimit } from '@comanda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useCurrentStore } from '../../stores/index.ts';
import { currentWallet, replaceWallet } from '../api/get-wallet.ts';
import { saveCard } from '../api/save-card.ts';
import { storeCardSettings } from '../api/store-payment-options.ts';
import { tokenizeCard } from '../api/tokenize-card.ts';
import { saveCardRequest, tokenizationCard, type ValidCardForm } from '../card-form.ts';
import { CARD_SAVED_MESSAGE } from '../card-texts.ts';

/**
 * §4 Card add: saves the card with the current store's provider (cartao_cielo for braspag, a browser token where
 * the store tokenizes), then puts it first in the list without the failed cards, and says the server's message.
 */
export function useAddCard({ donation, onSaved }: { donation: boolean; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const [busy, run] = useAction();

  const submit = (form: ValidCardForm) =>
    run(async () => {
      const cards = await currentWallet(queryClient);
      const limit = validateCardLimit(cards.length);
      if (limit) {
        toast.error(limit);
        return;
      }
      const settings = await storeCardSettings(queryClient, store?.id);
      const token = settings.tokenizacao
        ? await tokenizeCard(settings.tokenizacao, tokenizationCard(form))
        : undefined;
      const metodo = settings.metodo_pagamento;
      const answer = await saveCard(metodo, saveCardRequest(form, { metodo, doacao: donation, token }));
      if (answer.data) replaceWallet(queryClient, cardsAfterRegistration(cards, answer.data));
      toast.success(answer.message ?? CARD_SAVED_MESSAGE);
      onSaved();
    });

  return { busy, submit };
}
