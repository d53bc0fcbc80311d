import type { LoyaltyBenefitQuery, WireDiscount } from '@comanda/contract';
import type { LineAmounts } from '@comanda/domain';
import { holdsOtherStore, putLine, withQuantity } from './bag-rules.ts';
import {
  type BagLine,
  type BagSnapshot,
  bagKey,
  bagUnits,
  benefitReservationsKey,
  couponKey,
  readBag,
  type StoredBag,
  type StoredBagLine,
  type StoredGiftCard,
} from './bag-store.ts';

/**
 * The bag's commands: the only code that changes `carrinho`, `desconto` and `beneficio-shinguru`. Lines are found
 * by their id (`produto_carrinho`), never by position; line arithmetic is the domain's.
 */

function writeBag(bag: StoredBag): void {
  bagKey.write(bag);
}

/**
 * Gives back to the wallet the Shinguru benefits held for the bag (§4 Bag clearing: DELETE fidelidade_cupom), in
 * the background; the code that does it loads only when there is something to give back.
 */
function releaseHeld(queries: readonly LoyaltyBenefitQuery[]): void {
  if (queries.length === 0) return;
  void import('./api/release-benefits.ts').then(({ releaseBenefits }) => releaseBenefits(queries));
}

/** Forgets the benefit queries kept for the bag, and gives their holds back. */
export function dropBenefits(): void {
  const held = benefitReservationsKey.read() ?? [];
  benefitReservationsKey.remove();
  releaseHeld(held);
}

/**
 * Empties the bag (§4): lines, totals, gift cards, the applied coupon (`desconto`) and the loyalty benefits
 * reserved for it (`beneficio-shinguru`), whose holds are cancelled.
 */
export function clearBag(): void {
  bagKey.remove();
  couponKey.remove();
  dropBenefits();
}

/** What the bag holds now, to put back later with `restoreBag` (null without a bag). */
export function takeBagSnapshot(): BagSnapshot | null {
  const carrinho = readBag();
  return carrinho ? { carrinho, desconto: couponKey.read() ?? null } : null;
}

/**
 * Fills the bag again with what a snapshot held (an order whose payment did not go through), unless the customer
 * has already started another bag. Returns whether it did.
 */
export function restoreBag(snapshot: BagSnapshot): boolean {
  if (bagUnits(readBag()) > 0) return false;
  writeBag({ ...snapshot.carrinho, totais: null });
  if (snapshot.desconto) couponKey.write(snapshot.desconto);
  else couponKey.remove();
  return true;
}

/**
 * Adds a line for store `storeId` (§4): the first item records the bag's store; a bag of another store is emptied
 * first, its coupon with it (the caller tells the customer).
 */
export function addLine(line: BagLine, storeId: number): { clearedOtherStore: boolean } {
  const { bag, clearedOtherStore } = putLine(readBag(), line, storeId);
  if (clearedOtherStore) {
    couponKey.remove();
    dropBenefits();
  }
  writeBag({ ...bag, totais: null });
  return { clearedOtherStore };
}

/** Replaces the line with the same id (an edit from the bag); a line no longer in the bag is added again. */
export function editLine(line: BagLine, storeId: number): { clearedOtherStore: boolean } {
  return addLine(line, storeId);
}

export function changeLines(change: (lines: StoredBagLine[]) => StoredBagLine[]): StoredBag | undefined {
  const bag = readBag();
  if (!bag) return undefined;
  const next = { ...bag, itens: change(bag.itens) };
  writeBag(next);
  return next;
}

/** Sets a line's quantity (never below 1); its totals follow. A benefit line stays one unit. */
export function setLineQuantity(lineId: string, qtd: number): void {
  changeLines((lines) =>
    lines.map((line) =>
      line.produto_carrinho === lineId && !line.beneficio ? withQuantity(line, qtd) : line,
    ),
  );
}

/** Removes a line; removing the last one empties the bag (coupon and benefits too). */
export function removeLine(lineId: string): { emptied: boolean } {
  const bag = readBag();
  if (!bag) return { emptied: false };
  const itens = bag.itens.filter((line) => line.produto_carrinho !== lineId);
  if (itens.length === 0) {
    clearBag();
    return { emptied: true };
  }
  writeBag({ ...bag, itens });
  // A benefit line removed gives its wallet item back.
  const benefit = bag.itens.find((line) => line.produto_carrinho === lineId)?.consulta_beneficio;
  if (benefit) {
    const queries = benefitReservationsKey.read() ?? [];
    benefitReservationsKey.write(queries.filter((query) => query.sequencial !== benefit.sequencial));
    releaseHeld([benefit]);
  }
  return { emptied: false };
}

/**
 * The customer now orders from `storeId` (a new address or a restaurant page): a bag of another store is emptied.
 * Returns whether it was. Ask first (CHANGE_ADDRESS_CONFIRMATION) when `holdsOtherStore` says it will be.
 */
export function switchStore(storeId: number): boolean {
  if (!holdsOtherStore(readBag(), storeId)) return false;
  clearBag();
  return true;
}

/** A line as the server priced it, with the id of the line it was sent for. */
export interface ServerLine {
  produto_carrinho: string;
  qtd: number;
  preco: LineAmounts;
  desconto: LineAmounts;
}

/**
 * The server has the last word on prices (`precos_alterados`): each stored line takes the server's amounts for the
 * line with its id, when the quantity priced is still the one in the bag. Lines added, removed or reordered
 * since the request are left alone.
 */
export function reconcileWithServer(lines: readonly ServerLine[]): void {
  const priced = new Map(lines.map((line) => [line.produto_carrinho, line]));
  const bag = readBag();
  if (!bag) return;
  let changed = false;
  const itens = bag.itens.map((line) => {
    const server = priced.get(line.produto_carrinho);
    if (!server || server.qtd !== line.qtd) return line;
    changed = true;
    return { ...line, preco: server.preco, desconto: server.desconto };
  });
  if (changed) writeBag({ ...bag, itens });
}

/** Keeps the coupon the server granted (§4 Coupon). */
export function applyCoupon(discount: WireDiscount): void {
  couponKey.write(discount);
}

/** 'Trocar', or a coupon the server no longer accepts: the bag is priced again without it. */
export function removeCoupon(): void {
  couponKey.remove();
}

/** Adds a validated gift card, unless there is no bag or the bag already has it (same masked number). */
export function addGiftCard(card: StoredGiftCard): 'added' | 'duplicate' | 'no-bag' {
  const bag = readBag();
  if (!bag) return 'no-bag';
  if (bag.gift_cards.some((item) => item.numero_cartao_mascarado === card.numero_cartao_mascarado))
    return 'duplicate';
  writeBag({ ...bag, gift_cards: [...bag.gift_cards, card] });
  return 'added';
}

export function removeGiftCard(token: string): void {
  const bag = readBag();
  if (bag) writeBag({ ...bag, gift_cards: bag.gift_cards.filter((card) => card.token !== token) });
}

/** The server refused the last gift card added (e.g. the bag got cheaper and is already covered): it leaves. */
export function dropLastGiftCard(): boolean {
  const bag = readBag();
  if (!bag || bag.gift_cards.length === 0) return false;
  writeBag({ ...bag, gift_cards: bag.gift_cards.slice(0, -1) });
  return true;
}
