import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/render-page.tsx';
import { removeStored, writeStored } from '../../../testing/stored.ts';
import { anOrder } from '../testing.ts';
import { orderKey } from './get-order.ts';
import { prefetchOrderDetails } from './prefetch-order-details.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  removeStored('usuario');
});

const signIn = () =>
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Marina Kato', celular: '61998765432' });

describe('prefetchOrderDetails', () => {
  it("asks a signed-in customer's order of the link into the query its screen reads", async () => {
    signIn();
    const order = anOrder({ id: 42 });
    const calls = stubFetch({ body: { status: 'success', data: order } });
    const client = new QueryClient();
    prefetchOrderDetails(client, '?pedidoId=42');
    await vi.waitFor(() => expect(client.getQueryData(orderKey(42))).toEqual(order));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('pedidoId')).toBe('42');
  });

  it('asks nothing for a visitor (sent to log in) or a link without a valid order number', async () => {
    const calls = stubFetch();
    prefetchOrderDetails(new QueryClient(), '?pedidoId=42');
    signIn();
    for (const search of ['', '?pedidoId=abc', '?pedidoId=0', '?pedidoId=-3'])
      prefetchOrderDetails(new QueryClient(), search);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
