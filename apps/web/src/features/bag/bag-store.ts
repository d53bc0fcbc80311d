import type { LoyaltyBenefitQuery, MenuProduct, WireDiscount } from '@comanda/contract';
import type { BuiltBagLine, ChoiceOption, ExtraOption, LineAmounts, OptionGroup } from '@comanda/domain';
import {
  boolean,
  type Check,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
} from '../../lib/schema.ts';
import { array, unknown } from '../../lib/schema-lists.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';

/** The menu fields a bag line keeps besides the §3 Cart line ones. */
type LineProduct = Pick<
  MenuProduct,
  | 'cod'
  | 'id'
  | 'produto'
  | 'nome'
  | 'imagem'
  | 'alt'
  | 'categoria'
  | 'categoriaId'
  | 'kit_delivery'
  | 'promocional'
  | 'beneficio'
  | 'preco'
>;

/**
 * A bag line (§3 Cart line) as the product screen builds it: `produto_carrinho` is its unique id and `observacoes`
 * the product's option groups with the customer's selections.
 */
export type BagLine = BuiltBagLine<LineProduct> & {
  produto_carrinho: string;
  observacoes: OptionGroup[];
  /** A Shinguru benefit line: the stored query of the wallet item held for it (also in `beneficio-shinguru`). */
  consulta_beneficio?: LoyaltyBenefitQuery | undefined;
};

/**
 * A bag line as read back from the device. Its id and quantity are always there and its selections default to
 * none; the catalogue fields and prices may be missing from a line an older version (or a hand-made bag) kept,
 * and the server prices the bag anyway.
 */
export interface StoredBagLine
  extends Partial<
    Omit<BagLine, 'produto_carrinho' | 'qtd' | 'adicionais' | 'opcionais' | 'obrigatorios' | 'observacoes'>
  > {
  produto_carrinho: string;
  qtd: number;
  adicionais: ExtraOption[];
  opcionais: ChoiceOption[];
  obrigatorios: ChoiceOption[];
  observacao: string;
  /** Carried along only: editing a line rebuilds its groups from the current menu. */
  observacoes: readonly unknown[];
}

/** A gift card accepted for the bag: the server's token stands in for its password. */
export interface StoredGiftCard {
  token: string;
  numero_cartao_mascarado: string;
}

/** The bag kept under `carrinho` (§3 Local storage): the store its first item recorded, lines, gift cards. */
export interface StoredBag {
  lojaId: number | null;
  itens: StoredBagLine[];
  gift_cards: StoredGiftCard[];
  /** Totals an earlier version showed until the server answered; cleared whenever a line changes. */
  totais?: unknown;
}

const text = optional(string);
const flag = optional(boolean);
const money = object({ valor: number, texto: string });
const amounts: Check<LineAmounts> = object({ unitario: money, total: money });
const unitPrice = object({ unitario: number });
const extra: Check<ExtraOption> = object({
  cod: number,
  opcional: string,
  qtd: number,
  preco: unitPrice,
  sem_escolha: withDefault(boolean, () => false),
});
const choice: Check<ChoiceOption> = object({
  cod: number,
  opcional: string,
  selecionado: boolean,
  preco: unitPrice,
});

/** §3 coupon reservation: a benefit query as `beneficio-shinguru` keeps it. */
const benefitQuery: Check<LoyaltyBenefitQuery> = object({
  loja_id: number,
  id_empresa_cupom: number,
  id_cupom: number,
  versao_cupom: number,
  sequencial: number,
});

const bagLine: Check<StoredBagLine> = object({
  produto_carrinho: string,
  qtd: number,
  tipo: optional(literal('Individual')),
  cod: optional(number),
  id: optional(number),
  produto: text,
  nome: text,
  imagem: text,
  alt: text,
  categoria: text,
  categoriaId: optional(number),
  kit_delivery: flag,
  promocional: flag,
  beneficio: flag,
  preco: optional(amounts),
  desconto: optional(amounts),
  adicionais: withDefault(array(extra), () => []),
  opcionais: withDefault(array(choice), () => []),
  obrigatorios: withDefault(array(choice), () => []),
  observacao: withDefault(string, () => ''),
  observacoes: withDefault(array(unknown), () => []),
  consulta_beneficio: optional(benefitQuery),
});

const bag: Check<StoredBag> = object({
  lojaId: withDefault(nullable(number), () => null),
  itens: array(bagLine),
  gift_cards: withDefault(array(object({ token: string, numero_cartao_mascarado: string })), () => []),
});

/** §3 Discount (contract `discount`): the coupon the server granted for this bag. */
const discount: Check<WireDiscount> = object({
  tipo: literal('fixo', 'porcentagem', 'produto', 'beneficio'),
  desconto: money,
  frete: nullable(number),
  cupom: string,
  cupomId: number,
  categoriaId: nullable(number),
  codProduto: nullable(number),
  descricao: string,
  valor_desconto: money,
});

/**
 * What the bag held when an order was placed (its lines, gift cards and coupon), kept by the checkout so the bag can
 * be filled again if the order's payment does not go through. Checked like the bag when read back.
 */
export interface BagSnapshot {
  carrinho: StoredBag;
  desconto: WireDiscount | null;
}
/** The check of a kept `BagSnapshot` (a function, so the first load that reads the bag does not carry it). */
export function bagSnapshotCheck(): Check<BagSnapshot> {
  return object({ carrinho: bag, desconto: nullable(discount) });
}

/** The bag's keys (§3 Local storage), owned by the bag: change them only through bag-commands.ts. */
export const bagKey = defineStoredKey('carrinho', bag);
export const couponKey = defineStoredKey('desconto', discount);
/** `beneficio-shinguru`: the loyalty benefits reserved for this bag (a list of benefit queries, §3). */
export const benefitReservationsKey = defineStoredKey('beneficio-shinguru', array(benefitQuery));

export function readBag(): StoredBag | undefined {
  return bagKey.read();
}

export function useBag(): StoredBag | undefined {
  return useStoredValue(bagKey);
}

/** The coupon applied to the bag, if any. */
export function useAppliedCoupon(): WireDiscount | undefined {
  return useStoredValue(couponKey);
}

/** Units in the bag (the bag total's qtd). */
export function bagUnits(bag: Pick<StoredBag, 'itens'> | undefined): number {
  return bag?.itens.reduce((sum, line) => sum + line.qtd, 0) ?? 0;
}

/**
 * The one rule between the current store and the bag's store (docs/web.md, "The current store and the bag's
 * store"). The customer orders from the current store (`loja`, features/stores) and only from it: prices,
 * suggestions, payment options, the order and a reorder all take its id. The bag's `lojaId` only records where its
 * lines were put, and is read only to tell whether they are the current store's: a bag with lines is ordered from
 * when they were put there, and is cleared otherwise (on a store change, on adding a line, on entering).
 */
export function isBagOfStore(
  bag: Pick<StoredBag, 'lojaId' | 'itens'> | undefined,
  currentStoreId: number | undefined,
): boolean {
  return (
    bag !== undefined && bag.itens.length > 0 && currentStoreId !== undefined && bag.lojaId === currentStoreId
  );
}
