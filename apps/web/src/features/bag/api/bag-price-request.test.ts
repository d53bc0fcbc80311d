import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/render-page.tsx';
import { removeStored, writeStored } from '../../../testing/stored.ts';
import { bagPriceRequest, prefetchBagPrice, useBagPriceRequest } from './bag-price-request.ts';
import { priceBagQueryOptions } from './price-bag.ts';

const LINE = { produto_carrinho: 'l1', cod: 2005, qtd: 2, adicionais: [], opcionais: [], obrigatorios: [] };
const BAG = { lojaId: 2, itens: [LINE], gift_cards: [] };
const COUPON = {
  tipo: 'porcentagem',
  desconto: { valor: 10, texto: '10%' },
  frete: null,
  cupom: 'HANAMI10',
  cupomId: 1,
  categoriaId: null,
  codProduto: null,
  descricao: '10% no primeiro pedido',
  valor_desconto: { valor: 950, texto: 'R$ 9,50' },
};
const ADDRESS = { apelido: 'Casa', latitude: -15.75, longitude: -47.88 };
const signIn = () =>
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Marina Kato', celular: '61998765432' });

afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of ['carrinho', 'loja', 'usuario', 'desconto', 'endereco'] as const) removeStored(key);
});

describe('bagPriceRequest', () => {
  it("prices the current store's bag with the coupon only when signed in, and the address's point", () => {
    const bag = BAG as never;
    const signedIn = bagPriceRequest(bag, 2, COUPON as never, true, ADDRESS as never);
    expect(signedIn?.body).toMatchObject({ lojaId: 2, cupom: 'HANAMI10', lat: -15.75, lng: -47.88 });
    expect(signedIn?.lineIds).toEqual(['l1']);
    expect(bagPriceRequest(bag, 2, COUPON as never, false, undefined)?.body.cupom).toBeNull();
  });

  it("asks nothing for another store's bag, no bag or no store", () => {
    expect(bagPriceRequest(BAG as never, 4, undefined, true, undefined)).toBeNull();
    expect(bagPriceRequest(undefined, 2, undefined, true, undefined)).toBeNull();
    expect(bagPriceRequest(BAG as never, undefined, undefined, true, undefined)).toBeNull();
  });
});

describe('prefetchBagPrice', () => {
  it("fills the very query the screens read, from the device's stored bag, store, coupon and address", async () => {
    signIn();
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    writeStored('carrinho', BAG);
    writeStored('desconto', COUPON);
    const calls = stubFetch({ body: { status: 'success', data: { itens: [], totais: {} } } });
    const client = new QueryClient();
    prefetchBagPrice(client);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain('carrinho/calcular');
    expect(calls[0]!.body).toMatchObject({ lojaId: 2, cupom: 'HANAMI10' });
    const { result } = renderHook(() => useBagPriceRequest(2));
    await vi.waitFor(() =>
      expect(client.getQueryState(priceBagQueryOptions(result.current).queryKey)?.status).toBe('success'),
    );
  });

  it('asks nothing without a bag of the current store', async () => {
    const calls = stubFetch();
    writeStored('loja', { id: 4, nome: 'Hanami Sushi Águas Claras' });
    prefetchBagPrice(new QueryClient());
    writeStored('carrinho', BAG);
    prefetchBagPrice(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
