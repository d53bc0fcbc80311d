import type { BrandsByForma, CardForma, PaymentOptionsData } from '@comanda/contract';
import {
  CARD_BRANDS,
  CASH_CHANGE_TOO_LOW_MESSAGE,
  type CardBrand,
  capitalizeWords,
  cardForma,
  cashPayment,
  deliveryCardForma,
  isPaymentOffered,
  MEAL_VOUCHER_LABEL,
  type PaymentAvailability,
  type PaymentChoice,
  type PaymentKind,
  pixPayment,
  type SavedCard,
} from '@comanda/domain';

/** The change asked for cash must exceed what the order costs. */
export const CHANGE_TOO_SMALL_MESSAGE = CASH_CHANGE_TOO_LOW_MESSAGE;

/** How each card `forma` is named to the customer. */
export const FORMA_NAMES: Readonly<Record<CardForma, string>> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
  MEAL_VOUCHER: MEAL_VOUCHER_LABEL,
};

/** The order the card `forma`s are offered in. */
export const DELIVERY_FORMAS: readonly CardForma[] = ['CREDIT', 'DEBIT', 'MEAL_VOUCHER'];

const sameText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

function knownBrand(bandeira: string): CardBrand | undefined {
  return CARD_BRANDS.find((brand) => sameText(brand, bandeira));
}

/** A brand as §3's `nome` shows it: the §9 spelling when known, else its words capitalised. */
export function brandName(bandeira: string): string {
  return knownBrand(bandeira) ?? capitalizeWords(bandeira);
}

const anyBrand = (brands: BrandsByForma) =>
  brands.CREDIT.length + brands.DEBIT.length + brands.MEAL_VOUCHER.length > 0;

/** What the GET pagamentos answer offers, in the terms of the domain's payment-option rules. */
export function availabilityOf(options: PaymentOptionsData): PaymentAvailability {
  return {
    onlineCard: anyBrand(options.online.cartao),
    pix: options.online.pix,
    onDelivery: options.entrega.dinheiro || anyBrand(options.entrega.cartao),
  };
}

/** Paying on delivery with a card of `bandeira` as `forma` (§3: tipo_forma 'na entrega', tipo_forma_pgto 'entrega'). */
export function deliveryCardChoice(forma: CardForma, bandeira: string): PaymentChoice {
  const nome = brandName(bandeira);
  return {
    tipo_forma: 'na entrega',
    tipo_forma_pgto: 'entrega',
    forma,
    label: `${FORMA_NAMES[forma]} ${nome}`,
    bandeira,
    nome,
  };
}

/** Cash on delivery, asking change for `valor` centavos (0: no change needed). */
export function cashChoice(valor = 0): PaymentChoice {
  return { ...cashPayment(), valor };
}

const listed = (brands: readonly string[], bandeira: string | undefined) =>
  bandeira !== undefined && brands.some((brand) => sameText(brand, bandeira));

/** Whether the store takes this saved card in the app: its brand in the list of the `forma` it pays as. */
export function cardAcceptedOnline(card: SavedCard, options: PaymentOptionsData): boolean {
  const brand = knownBrand(card.bandeira);
  const forma = brand ? deliveryCardForma(brand, card.tipo) : cardForma(card.tipo);
  return forma !== 'CASH' && listed(options.online.cartao[forma], card.bandeira);
}

/**
 * Whether a stored choice can still be used at this store: Pix offered; a card in the app while paying in the app
 * is offered; cash or the card's brand and `forma` offered on delivery.
 */
export function isChoiceOffered(choice: PaymentChoice, options: PaymentOptionsData): boolean {
  const available = availabilityOf(options);
  switch (choice.tipo_forma_pgto) {
    case 'pix':
      return isPaymentOffered('pix', available);
    case 'online':
      return isPaymentOffered('online', available) && choice.cartao !== undefined;
    case 'entrega':
      if (choice.forma === 'CASH') return options.entrega.dinheiro;
      if (choice.forma === null) return false;
      return listed(options.entrega.cartao[choice.forma], choice.bandeira);
    default: {
      const unknown: never = choice.tipo_forma_pgto;
      throw new Error(`unknown payment kind ${String(unknown)}`);
    }
  }
}

/**
 * The choice made on picking `kind` with nothing better remembered: Pix; cash on delivery when the store takes it.
 * Paying in the app needs a card the customer picks, so there is none.
 */
export function defaultChoiceFor(kind: PaymentKind, options: PaymentOptionsData): PaymentChoice | null {
  switch (kind) {
    case 'pix':
      return pixPayment();
    case 'online':
      return null;
    case 'entrega':
      return options.entrega.dinheiro ? cashChoice() : null;
    default: {
      const unknown: never = kind;
      throw new Error(`unknown payment kind ${String(unknown)}`);
    }
  }
}

/** The change-for check (centavos): when asked (above 0) it must exceed the order total; null when fine. */
export function changeForError(valor: number | undefined, total: number): string | null {
  return valor !== undefined && valor > 0 && valor <= total ? CHANGE_TOO_SMALL_MESSAGE : null;
}
