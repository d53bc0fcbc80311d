import { expect, type Page, test } from '@playwright/test';
import { COFFEE_BENEFIT, coffeeIntoBag } from './loyalty-support.ts';
import {
  bearer,
  CLUB_STORE,
  customerWithAddress,
  freshPhone,
  isDesktop,
  openAs,
  storedItem,
  toast,
} from './support.ts';

/**
 * The Shinguru wallet and the bag (issue 26, §4): a benefit no longer held leaves the bag with the spec's message;
 * clearing the bag gives the hold back. Using a benefit in an order is loyalty.spec.ts's journey.
 */

const T1 =
  'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..';

async function heldQuery(page: Page) {
  const stored = await storedItem(page, 'beneficio-shinguru');
  return (JSON.parse(stored ?? '[]') as Array<Record<string, number>>)[0]!;
}

test('a benefit whose hold ended leaves the bag on entering, with the spec’s message; clearing the bag gives a hold back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { user, address } = await customerWithAddress(request, 'Helena Kato', freshPhone(testInfo, 2));
  const joined = await request.put('/api/cliente', { headers: bearer(user), data: { shinguru: true } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await openAs(page, user, address, '/shinguru/seus-beneficios', CLUB_STORE);
  await coffeeIntoBag(page);
  const query = await heldQuery(page);
  // The hold ends elsewhere (another device gave it back): the stored query no longer holds the item.
  const released = await request.delete('/api/fidelidade_cupom', { headers: bearer(user), params: query });
  expect(released.ok()).toBe(true);

  await page.goto('/tabs/cardapio');
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.goto('/sacola');
  await expect(toast(page, T1)).toBeVisible();
  expect(await storedItem(page, 'beneficio-shinguru')).toBeNull();

  // Used again and the bag cleared: the hold is given back, the coffee is available again.
  await page.goto('/shinguru/seus-beneficios');
  const bag = await coffeeIntoBag(page);
  await bag.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Limpar sacola' }).click();
  await expect
    .poll(async () => {
      const wallet = await request.get('/api/fidelidade_carteira', { headers: bearer(user) });
      const items = (await wallet.json()).data as Array<{ nome: string; status: string }>;
      return items.find((item) => item.nome === COFFEE_BENEFIT)?.status;
    })
    .toBe('Disponível');
});
