/** The storage of a logged-in customer's device, for the checkout's and the order details' Lighthouse pages. */
import { randomUUID } from 'node:crypto';
import { bagTotal, call, makeCustomer, orderBody } from './fixtures.ts';

type Storage = Record<string, string>;

export interface LoggedInCustomer {
  /** `storage` with the customer logged in (`usuario`) and their saved address as the current one (`endereco`). */
  storage: Storage;
  jwt: string;
  addressId: number;
}

/**
 * Customer number `n` signed up through the accounts API with a delivery address next to the open store, as the app
 * keeps them after a login: `usuario` and the address the server saved under `endereco`.
 */
export async function withCustomer(
  base: string,
  storage: Storage,
  prefix: string,
  n: number,
): Promise<LoggedInCustomer> {
  const customer = await makeCustomer(base, n);
  const addresses = await call<Array<{ id: number }>>(base, 'GET', '/api/endereco_pedido', {
    headers: { authorization: `Bearer ${customer.jwt}` },
  });
  const address = addresses.find((saved) => saved.id === customer.addressId);
  if (!address) throw new Error('the saved address is not listed');
  return {
    storage: {
      ...storage,
      [`${prefix}usuario`]: JSON.stringify(customer.session),
      [`${prefix}endereco`]: JSON.stringify(address),
    },
    jwt: customer.jwt,
    addressId: customer.addressId,
  };
}

/** An order the customer placed through the API (one niguiri, cash on delivery); answers its id. */
export async function placeOrder(base: string, customer: LoggedInCustomer): Promise<number> {
  const total = await bagTotal(base);
  const order = await call<{ id: number }>(base, 'POST', '/api/pedido', {
    headers: { authorization: `Bearer ${customer.jwt}`, 'idempotency-key': randomUUID() },
    body: orderBody(customer.addressId, total),
    expect: 201,
  });
  return order.id;
}
