import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/render-page.tsx';
import { removeStored, writeStored } from '../../../testing/stored.ts';
import { prefetchBagScreen } from './prefetch-bag-screen.ts';

const A_LINE = { produto_carrinho: 'l1', qtd: 1 };
const desktop = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  removeStored('carrinho');
  removeStored('loja');
});

const suggestionsAsked = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('vendas_sugestivas')).map((call) => new URL(call.url, 'http://x'));

describe('prefetchBagScreen', () => {
  it("asks at once for the current store's suggestions on the bag's address", async () => {
    desktop(false);
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    writeStored('carrinho', { lojaId: 2, itens: [A_LINE], gift_cards: [] });
    const calls = stubFetch();
    const client = new QueryClient();
    prefetchBagScreen(client, '/sacola/');
    await vi.waitFor(() => expect(suggestionsAsked(calls)).toHaveLength(1));
    expect(suggestionsAsked(calls)[0]!.searchParams.get('lojaId')).toBe('2');
    // the bag screen's own query is the one filled
    expect(client.getQueryState(['vendas_sugestivas', { storeId: 2 }])).toBeDefined();
  });

  it('asks nothing for a bag the screen will clear: of another store, without store, or with no current store', async () => {
    desktop(false);
    const calls = stubFetch();
    writeStored('loja', { id: 4, nome: 'Hanami Sushi Águas Claras' });
    writeStored('carrinho', { lojaId: 2, itens: [A_LINE], gift_cards: [] });
    prefetchBagScreen(new QueryClient(), '/sacola');
    writeStored('carrinho', { lojaId: null, itens: [A_LINE], gift_cards: [] });
    prefetchBagScreen(new QueryClient(), '/sacola');
    removeStored('loja');
    writeStored('carrinho', { lojaId: 2, itens: [A_LINE], gift_cards: [] });
    prefetchBagScreen(new QueryClient(), '/sacola');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(suggestionsAsked(calls)).toEqual([]);
  });

  it('asks nothing elsewhere, for an empty bag, or on a desktop (where the bag is a modal)', async () => {
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    writeStored('carrinho', { lojaId: 2, itens: [A_LINE], gift_cards: [] });
    const calls = stubFetch();
    desktop(false);
    prefetchBagScreen(new QueryClient(), '/tabs/cardapio');
    desktop(true);
    prefetchBagScreen(new QueryClient(), '/sacola');
    desktop(false);
    writeStored('carrinho', { lojaId: 2, itens: [], gift_cards: [] });
    prefetchBagScreen(new QueryClient(), '/sacola');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});
