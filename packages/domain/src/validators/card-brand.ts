/** Card brands the app accepts (§9). */
export const CARD_BRANDS = [
  'Alelo',
  'Amex',
  'Diners',
  'Elo',
  'Hiper',
  'Hipercard',
  'Mastercard',
  'Sodexo',
  'Ticket Restaurante',
  'Visa',
  'Visa Refeição',
  'VR',
] as const;

/** One of the accepted card brands (§9). */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How a brand's numbers look: valid lengths in digits, CVV length in digits, digit grouping for display. */
export interface CardBrandFormat {
  lengths: readonly number[];
  cvvLength: number;
  groups: readonly number[];
  /** Meal-voucher (vale-refeição) product, offered as MEAL_VOUCHER at delivery. */
  mealVoucher: boolean;
}

const STANDARD = { lengths: [16], cvvLength: 3, groups: [4, 4, 4, 4], mealVoucher: false } as const;
const VOUCHER = { ...STANDARD, mealVoucher: true } as const;

/** Number format of each accepted brand. The spec's card mask holds 16 digits (§5), so that is the maximum. */
export const CARD_BRAND_FORMATS: Readonly<Record<CardBrand, CardBrandFormat>> = {
  Alelo: VOUCHER,
  Amex: { lengths: [15], cvvLength: 4, groups: [4, 6, 5], mealVoucher: false },
  Diners: { lengths: [14], cvvLength: 3, groups: [4, 6, 4], mealVoucher: false },
  Elo: STANDARD,
  Hiper: STANDARD,
  Hipercard: STANDARD,
  Mastercard: STANDARD,
  Sodexo: VOUCHER,
  'Ticket Restaurante': VOUCHER,
  Visa: STANDARD,
  'Visa Refeição': VOUCHER,
  VR: VOUCHER,
};

/** A BIN (IIN) prefix range: numbers whose first `from.length` digits lie in [from, to] belong to `brand`. */
export interface BinRange {
  brand: CardBrand;
  from: string;
  to: string;
}

const range = (brand: CardBrand, from: string, to = from): BinRange => ({ brand, from, to });

/**
 * BIN prefix table. The longest matching prefix wins; on equal length the earlier row wins, so the meal-voucher
 * rows (listed first) take precedence over the card scheme whose range they sit in (Alelo inside Elo, Visa
 * Refeição inside Visa). The voucher rows are this product's documented assumption (docs/domain.md); the acquirer's
 * answer on registration stays authoritative.
 */
export const BIN_RANGES: readonly BinRange[] = [
  range('Alelo', '506758', '506767'),
  range('Sodexo', '600818'),
  range('Sodexo', '603389'),
  range('Sodexo', '606068', '606071'),
  range('Ticket Restaurante', '602651'),
  range('Ticket Restaurante', '603342'),
  range('VR', '627416'),
  range('VR', '636350'),
  range('VR', '637036', '637037'),
  range('Visa Refeição', '406655', '406656'),
  range('Hipercard', '606282'),
  range('Hipercard', '384100'),
  range('Hipercard', '384140'),
  range('Hipercard', '384160'),
  range('Hiper', '637095'),
  range('Hiper', '637568'),
  range('Hiper', '637599'),
  range('Hiper', '637609'),
  range('Hiper', '637612'),
  range('Elo', '401178', '401179'),
  range('Elo', '431274'),
  range('Elo', '438935'),
  range('Elo', '451416'),
  range('Elo', '457393'),
  range('Elo', '457631', '457632'),
  range('Elo', '504175'),
  range('Elo', '506699', '506778'),
  range('Elo', '509000', '509999'),
  range('Elo', '627780'),
  range('Elo', '636297'),
  range('Elo', '636368'),
  range('Elo', '650031', '650033'),
  range('Elo', '650035', '650051'),
  range('Elo', '650405', '650439'),
  range('Elo', '650485', '650538'),
  range('Elo', '650541', '650598'),
  range('Elo', '650700', '650718'),
  range('Elo', '650720', '650727'),
  range('Elo', '650901', '650978'),
  range('Elo', '651652', '651679'),
  range('Elo', '655000', '655019'),
  range('Elo', '655021', '655058'),
  range('Amex', '34'),
  range('Amex', '37'),
  range('Diners', '300', '305'),
  range('Diners', '36'),
  range('Diners', '38'),
  range('Mastercard', '51', '55'),
  range('Mastercard', '2221', '2720'),
  range('Visa', '4'),
];

/** Detects the brand from the leading digits of a card number (spaces ignored); null when no prefix matches yet. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  let best: BinRange | null = null;
  for (const row of BIN_RANGES) {
    const length = row.from.length;
    if (digits.length < length || (best && best.from.length >= length)) continue;
    const head = digits.slice(0, length);
    if (head >= row.from && head <= row.to) best = row;
  }
  return best?.brand ?? null;
}
