import { CARD_BRAND_FORMATS, CARD_BRANDS, type CardBrand } from '../validators/card-brand.ts';

/** A saved card (§3 Card). `falha_transacao` 1 means it failed and must be registered again. */
export interface SavedCard {
  id: number;
  tipo: 'Crédito' | 'Débito';
  bandeira: string;
  final: string;
  apelido?: string | null;
  metodo?: string;
  falha_transacao?: number | null;
  doacao?: boolean;
}

/** Payment `forma` sent with an order (§3); MEAL_VOUCHER is offered for voucher cards on delivery. */
export type PaymentForma = 'CREDIT' | 'DEBIT' | 'CASH' | 'MEAL_VOUCHER';

/** The `falha_transacao` value that marks a failed card (§9). */
export const CARD_FAILURE_FLAG = 1;
/** Title of the modal shown when a failed card is picked (§4). */
export const FAILED_CARD_TITLE = 'Houve um problema com seu cartão';

/** The payment method chosen at checkout (§3 Payment method choice). */
export interface PaymentChoice {
  tipo_forma: 'no app' | 'na entrega';
  tipo_forma_pgto: 'online' | 'entrega' | 'pix';
  forma: PaymentForma | null;
  label: string;
  bandeira?: string;
  /** Brand name with capitalised words, e.g. 'Visa Refeição'. */
  nome?: string;
  cartao?: SavedCard;
  /** Change requested for cash, in centavos; always 0 (§3). */
  valor?: number;
}

/** `forma` of a card from its type (§4): 'Crédito' → CREDIT, 'Débito' → DEBIT. */
export function cardForma(tipo: SavedCard['tipo']): 'CREDIT' | 'DEBIT' {
  switch (tipo) {
    case 'Crédito':
      return 'CREDIT';
    case 'Débito':
      return 'DEBIT';
    default: {
      const unreachable: never = tipo;
      throw new Error(`unknown card type ${String(unreachable)}`);
    }
  }
}

/** `forma` for paying with a card of `brand` on delivery: MEAL_VOUCHER for voucher brands, else by card type. */
export function deliveryCardForma(brand: CardBrand, tipo: SavedCard['tipo']): PaymentForma {
  return CARD_BRAND_FORMATS[brand].mealVoucher ? 'MEAL_VOUCHER' : cardForma(tipo);
}

/** Capitalises each word ('VISA REFEIÇÃO' → 'Visa Refeição'), as brand names are shown (§3). */
export function capitalizeWords(text: string): string {
  return text
    .toLocaleLowerCase('pt-BR')
    .replace(
      /(^|\s)(\p{L})/gu,
      (_, space: string, letter: string) => space + letter.toLocaleUpperCase('pt-BR'),
    );
}

/** A card's display name: its nickname, else 'Cartão de {tipo}' (§2 Card tile). */
export function cardDisplayName(card: Pick<SavedCard, 'apelido' | 'tipo'>): string {
  return card.apelido?.trim() ? card.apelido.trim() : `Cartão de ${card.tipo}`;
}

/** The cards listed to the user: donation cards (doacao) are hidden (§2). */
export function visibleCards<C extends Pick<SavedCard, 'doacao'>>(cards: readonly C[]): C[] {
  return cards.filter((card) => !card.doacao);
}

/** Cash on delivery (§3): tipo_forma 'na entrega', forma CASH, valor 0. */
export function cashPayment(): PaymentChoice {
  return { tipo_forma: 'na entrega', tipo_forma_pgto: 'entrega', forma: 'CASH', label: 'Dinheiro', valor: 0 };
}

/** Pix in the app. */
export function pixPayment(): PaymentChoice {
  return { tipo_forma: 'no app', tipo_forma_pgto: 'pix', forma: null, label: 'Pix' };
}

/** Outcome of picking a card: blocked (failed card, re-register it) or the resulting payment choice. */
export type CardSelection =
  | { kind: 'blocked'; title: typeof FAILED_CARD_TITLE }
  | { kind: 'selected'; payment: PaymentChoice };

/** Picks a saved card as the order's payment (§4): failed cards are blocked; else online with `forma` from `tipo`. */
export function selectCard(card: SavedCard): CardSelection {
  if (card.falha_transacao === CARD_FAILURE_FLAG) return { kind: 'blocked', title: FAILED_CARD_TITLE };
  const brand = CARD_BRANDS.find((known) => known.toLowerCase() === card.bandeira.toLowerCase());
  return {
    kind: 'selected',
    payment: {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'online',
      forma: cardForma(card.tipo),
      label: `${cardDisplayName(card)} **** ${card.final}`,
      bandeira: card.bandeira,
      nome: brand ?? capitalizeWords(card.bandeira),
      cartao: card,
    },
  };
}

/** Picks a card in donation mode (§4): it becomes the donation card and the order is paid in cash. */
export function selectDonationCard(
  card: SavedCard,
):
  | { kind: 'blocked'; title: typeof FAILED_CARD_TITLE }
  | { kind: 'selected'; donationCard: SavedCard; payment: PaymentChoice } {
  if (card.falha_transacao === CARD_FAILURE_FLAG) return { kind: 'blocked', title: FAILED_CARD_TITLE };
  return { kind: 'selected', donationCard: card, payment: cashPayment() };
}

/** Payment after deleting card `deletedId` (§4): cash when it was the current method, else unchanged. */
export function paymentAfterCardDeletion(
  current: PaymentChoice | null,
  deletedId: number,
): PaymentChoice | null {
  return current?.cartao?.id === deletedId ? cashPayment() : current;
}

/**
 * The user's card list after registering `added` (§4): the new card first; cards flagged as failed
 * (falha_transacao 1, left behind by the provider change) are dropped, since the new card replaces them.
 */
export function cardsAfterRegistration<C extends Pick<SavedCard, 'id' | 'falha_transacao'>>(
  cards: readonly C[],
  added: C,
): C[] {
  return [
    added,
    ...cards.filter((card) => card.id !== added.id && card.falha_transacao !== CARD_FAILURE_FLAG),
  ];
}
