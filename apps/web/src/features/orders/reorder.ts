import type { BagLineInput, BagPriceBody, PricedBag, PricedBagLine } from '@comanda/contract';
import { ApiError } from '../../lib/api-client.ts';
import { type BagLine, newLineId } from '../bag/index.ts';

/** 'Pedir de novo' left out lines the store no longer sells as they were ordered. */
export const unavailableItemsMessage = (names: readonly string[]) =>
  `Alguns itens não estão mais disponíveis: ${[...new Set(names)].join(', ')}`;
/** None of the order's lines can be ordered again. */
export const nothingAvailableMessage = (names: readonly string[]) =>
  `Os itens deste pedido não estão mais disponíveis: ${[...new Set(names)].join(', ')}`;
/** 'Pedir de novo' with no store chosen yet: the address decides the store. */
export const REORDER_ADDRESS_MESSAGE = 'Informe seu endereço para pedir de novo.';

/** A line of a past order as the bag sends it to be priced: product, quantity, extras, chosen options, note. */
export function reorderLineInput(line: PricedBagLine): BagLineInput {
  return {
    cod: line.cod,
    qtd: line.qtd,
    adicionais: line.adicionais
      .filter((extra) => extra.qtd > 0)
      .map((extra) => ({ cod: extra.cod, qtd: extra.qtd })),
    opcionais: line.opcionais.filter((choice) => choice.selecionado).map((choice) => ({ cod: choice.cod })),
    obrigatorios: line.obrigatorios
      .filter((choice) => choice.selecionado)
      .map((choice) => ({ cod: choice.cod })),
    observacao: line.observacao,
  };
}

/** What a store can sell again of an order: its lines priced today, and the names of those it refused. */
export interface ReorderPlan {
  lines: PricedBagLine[];
  unavailable: string[];
}

/** A refusal of one line (a product or option no longer sold, a choice that breaks today's rules). */
const refusesLine = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'product_unavailable' || error.code === 'product_options_invalid' || error.status === 400);

/**
 * Prices an order's lines for `storeId` as they are sold today. All at once first; when the store refuses a line,
 * each line alone, so the others still go to the bag. Any other failure (network, server) rejects. A Shinguru
 * benefit the order used is not ordered again: it was a gift of that order, spent with it.
 */
export async function planReorder(
  ordered: readonly PricedBagLine[],
  storeId: number,
  price: (body: BagPriceBody) => Promise<PricedBag>,
): Promise<ReorderPlan> {
  const lines = ordered.filter((line) => !line.beneficio);
  if (lines.length === 0) return { lines: [], unavailable: ordered.map((line) => line.nome) };
  const body = (itens: BagLineInput[]): BagPriceBody => ({ lojaId: storeId, itens, gift_cards: [] });
  try {
    const priced = await price(body(lines.map(reorderLineInput)));
    return { lines: priced.itens, unavailable: [] };
  } catch (error) {
    if (!refusesLine(error)) throw error;
  }
  const results = await Promise.allSettled(lines.map((line) => price(body([reorderLineInput(line)]))));
  const plan: ReorderPlan = { lines: [], unavailable: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') plan.lines.push(...result.value.itens);
    else if (refusesLine(result.reason)) plan.unavailable.push(lines[index]?.nome ?? '');
    else throw result.reason;
  });
  return plan;
}

/** A priced line as a new bag line (§3 Cart line): its option groups are rebuilt from the menu when edited. */
export function toBagLine(line: PricedBagLine): BagLine {
  return {
    ...line,
    adicionais: line.adicionais.map((extra) => ({ ...extra, sem_escolha: false })),
    produto_carrinho: newLineId(),
    observacoes: [],
  };
}
