import { FIRST_SCREEN_COPY_ID, FIRST_SCREEN_DATA_ID } from '@comanda/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/render-page.tsx';
import { menuQueryOptions } from '../stores/index.ts';
import { bannersQueryOptions } from './api/get-banners.ts';
import { deliveryKitsQueryOptions } from './api/get-delivery-kits.ts';
import { dropFirstScreenCopy, prefetchStoreFirstScreen, seedFirstScreen } from './first-screen.ts';
import { banners, kit, menu } from './testing.ts';

const firstScreen = {
  cardapio: { status: 'success', data: { cardapio: menu } },
  buscar_kit_delivery: { status: 'success', data: [kit] },
  banners: { status: 'success', data: banners },
};

/** The JSON as the server writes it inside the page: every `<` escaped. */
const asInPage = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Hanami Sushi');
  doc.body.innerHTML = '<div id="root"></div>';
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_DATA_ID;
    element.textContent = text;
    doc.body.append(element);
  }
  return doc;
}

const newClient = () => new QueryClient();

describe('seedFirstScreen', () => {
  it('puts the menu, the kits and the banners under the keys the home screen reads', () => {
    const client = newClient();
    const doc = page(asInPage(firstScreen));
    expect(seedFirstScreen(client, doc)).toBe(true);
    expect(client.getQueryData(menuQueryOptions(undefined).queryKey)).toEqual(menu);
    expect(client.getQueryData(deliveryKitsQueryOptions(undefined).queryKey)).toEqual([kit]);
    expect(client.getQueryData(bannersQueryOptions(undefined).queryKey)).toEqual(banners);
    expect(client.getQueryData(deliveryKitsQueryOptions(undefined).queryKey)?.[0]?.nome).toBe(
      'Kit </script> Família 40 peças',
    );
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it("leaves a chosen store's menu alone: only the brand's default menu is sent", () => {
    const client = newClient();
    seedFirstScreen(client, page(asInPage(firstScreen)));
    expect(client.getQueryData(menuQueryOptions(12).queryKey)).toBeUndefined();
    expect(client.getQueryData(deliveryKitsQueryOptions(12).queryKey)).toBeUndefined();
    expect(client.getQueryData(bannersQueryOptions(12).queryKey)).toBeUndefined();
  });

  it('reads the element once and removes it from the page', () => {
    const client = newClient();
    const doc = page(asInPage(firstScreen));
    expect(seedFirstScreen(client, doc)).toBe(true);
    expect(doc.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
    expect(doc.getElementById('root')).not.toBeNull();
    expect(seedFirstScreen(newClient(), doc)).toBe(false);
  });

  it('reads the page it runs in by default', () => {
    const element = page(asInPage(firstScreen)).getElementById(FIRST_SCREEN_DATA_ID)!;
    document.body.append(document.importNode(element, true));
    const client = newClient();
    expect(seedFirstScreen(client)).toBe(true);
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
    expect(client.getQueryData(bannersQueryOptions(undefined).queryKey)).toEqual(banners);
  });

  it('answers false without the element', () => {
    const client = newClient();
    expect(seedFirstScreen(client, page(null))).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([
    ['text that is not JSON', '{"cardapio":'],
    ['an empty element', ''],
    ['null', 'null'],
    ['an empty object', '{}'],
    ['a list', '[]'],
    ['a menu without categories', asInPage({ ...firstScreen, cardapio: { data: { cardapio: {} } } })],
    ['kits that are not a list', asInPage({ ...firstScreen, buscar_kit_delivery: { data: {} } })],
    [
      'no banners',
      asInPage({ cardapio: firstScreen.cardapio, buscar_kit_delivery: firstScreen.buscar_kit_delivery }),
    ],
    ['banners that are not a list', asInPage({ ...firstScreen, banners: { data: 'x' } })],
    ['answers not in their envelopes', asInPage({ cardapio: menu, buscar_kit_delivery: [kit], banners })],
  ])('seeds nothing and answers false for %s', (_, text) => {
    const client = newClient();
    const doc = page(text);
    expect(seedFirstScreen(client, doc)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(doc.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
  });
});

describe('prefetchStoreFirstScreen', () => {
  afterEach(() => vi.unstubAllGlobals());
  const asked = (calls: { url: string }[]) =>
    calls.map((call) => new URL(call.url, 'http://x').pathname.replace('/api/', '')).sort();

  it("asks at once for a chosen store's menu, banners and kits on the home screen's addresses", async () => {
    for (const path of ['/', '/tabs/cardapio', '/cardapio']) {
      const calls = stubFetch();
      const client = newClient();
      prefetchStoreFirstScreen(client, 7, path);
      await vi.waitFor(() => expect(calls).toHaveLength(3));
      expect(asked(calls)).toEqual(['banners', 'buscar_kit_delivery', 'cardapio']);
      expect(calls.every((call) => call.url.includes('lojaId=7'))).toBe(true);
    }
  });

  it('asks only for the menu on the product screens and on a desktop, and nothing without a store', async () => {
    const calls = stubFetch();
    prefetchStoreFirstScreen(newClient(), 7, '/produto', false);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(asked(calls)).toEqual(['cardapio']);
    prefetchStoreFirstScreen(newClient(), 7, '/finalizar-pedido', true);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(asked(calls)).toEqual(['cardapio', 'cardapio']);
    prefetchStoreFirstScreen(newClient(), undefined, '/tabs/cardapio', false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(2);
  });

  it("leaves the menu on a phone's bag, checkout and order (none of them shows it)", async () => {
    const calls = stubFetch();
    for (const path of ['/sacola', '/finalizar-pedido', '/tabs/detalhes-pedido'])
      prefetchStoreFirstScreen(newClient(), 7, path, false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});

describe("the server's copy of the first screen", () => {
  afterEach(() => document.body.replaceChildren());

  it('is removed from the page, and nothing else is', () => {
    document.body.innerHTML = `<div id="root"><p>app</p></div><div id="${FIRST_SCREEN_COPY_ID}"><h1>Cardápio</h1></div>`;
    dropFirstScreenCopy();
    expect(document.getElementById(FIRST_SCREEN_COPY_ID)).toBeNull();
    expect(document.body.textContent).toBe('app');
    // a page without one (another address, a second call) is left as it is
    dropFirstScreenCopy();
    expect(document.body.textContent).toBe('app');
  });
});
