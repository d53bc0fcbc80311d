import type { LoyaltyWalletItemData, MenuProduct, OptionGroup } from '@comanda/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  addBenefitLine,
  lineFromProduct,
  OTHER_STORE_CLEARED_MESSAGE,
  readBag,
  removeLine,
} from '../../bag/index.ts';
import { useCurrentStore, useMenu } from '../../stores/index.ts';
import { releaseBenefit, reserveBenefit } from '../api/reserve-benefit.ts';
import { CHOOSE_ADDRESS_FIRST, HOLD_CANCELLED, PRODUCT_NOT_SOLD } from '../wallet-texts.ts';

type Item = LoyaltyWalletItemData;

/** The bag line a wallet item is held for, in this device's bag. */
export function bagLineOf(item: Pick<Item, 'sequencial'>) {
  return readBag()?.itens.find((line) => line.consulta_beneficio?.sequencial === item.sequencial);
}

const failed = (error: unknown) => toast.error(error instanceof ApiError ? error.message : String(error));

/**
 * What the wallet does with an item: a product benefit is held for the current store's bag and goes into it free
 * (with the choices it requires), a restaurant benefit is activated, a hold is given back. `onActivated` opens
 * modal-beneficio-ativado for the item.
 */
export function useBenefitActions(onActivated: (sequencial: number) => void) {
  const store = useCurrentStore();
  const menu = useMenu(store?.id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['fidelidade_carteira'] });

  const run = async (item: Item, action: () => Promise<void>) => {
    if (busy !== null) return;
    setBusy(item.sequencial);
    try {
      await action();
    } catch (error) {
      failed(error);
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  /** The menu product a product benefit gives at the current store; null when the store does not sell it. */
  const productOf = (item: Item): MenuProduct | null =>
    menu.data?.categorias.flatMap((category) => category.produtos).find((p) => p.cod === item.produto_cod) ??
    null;

  return {
    busy,
    /** Whether a delivery address (and so a store) is chosen. */
    storeChosen: store !== undefined && store !== null,
    /** Whether the store's menu is still loading (a product benefit waits for it). */
    menuLoading: menu.isPending && store !== undefined && store !== null,
    productOf,
    /** Holds the item for the current store's bag and adds its product, free, with `groups` as chosen. */
    addToBag: (item: Item, groups: OptionGroup[]) =>
      run(item, async () => {
        const product = productOf(item);
        if (!store) return void toast.error(CHOOSE_ADDRESS_FIRST);
        if (!product) return void toast.error(PRODUCT_NOT_SOLD);
        const { consulta } = await reserveBenefit(item.sequencial, store.id);
        const line = lineFromProduct(product, { groups, qtd: 1, observacao: '' }, { beneficio: true });
        const { clearedOtherStore } = addBenefitLine(line, consulta, store.id);
        if (clearedOtherStore) toast.error(OTHER_STORE_CLEARED_MESSAGE);
        await refresh();
        onActivated(item.sequencial);
      }),
    /** Activates a restaurant benefit (a code to show, valid for 30 minutes). */
    activate: (item: Item) =>
      run(item, async () => {
        await reserveBenefit(item.sequencial, null);
        await refresh();
        onActivated(item.sequencial);
      }),
    /** Gives a held item back: its line leaves this bag when it is there. */
    cancelHold: (item: Item) =>
      run(item, async () => {
        if (item.reserva) await releaseBenefit(item.reserva.consulta);
        const line = bagLineOf(item);
        if (line) removeLine(line.produto_carrinho);
        await refresh();
        toast.success(HOLD_CANCELLED);
      }),
  };
}

export type BenefitActions = ReturnType<typeof useBenefitActions>;
