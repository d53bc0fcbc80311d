import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, isDesktop, STORAGE_PREFIX } from './support.ts';

// The installable, offline-capable app (docs/web.md, "Offline e instalação"): the service worker keeps the shell,
// the last menu and its pictures; offline, the app shows them with a banner and refuses to place an order.
test.use({ serviceWorkers: 'allow' });

/** Store 2 (Asa Norte) of the demo catalogue and a delivery address inside its area. */
const STORE = { id: 2, nome: 'Hanami Sushi Asa Norte' };
const ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};
const OFFLINE_BANNER = 'Você está sem internet. Mostrando o cardápio salvo; para pedir, conecte-se.';
const OFFLINE_ORDER = 'Você está sem internet. Conecte-se para finalizar o pedido.';

async function chooseStore(page: Page): Promise<void> {
  await page.addInitScript(
    ({ prefix, store, address }) => {
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
    },
    { prefix: STORAGE_PREFIX, store: STORE, address: ADDRESS },
  );
}

/** Waits until the worker controls the page and keeps the store's menu answer for offline use. */
async function menuKeptOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await (await caches.open('catalogo')).keys();
          return kept.some((request) => new URL(request.url).pathname === '/api/cardapio');
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('offline, a reload shows the last menu with a banner, and an order is refused, never queued', async ({
  page,
  context,
}) => {
  await acceptCookies(page);
  await chooseStore(page);
  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('heading', { name: 'Missoshiru' }).first()).toBeAttached({ timeout: 20_000 });
  await menuKeptOffline(page);

  // the first visit's menu, kept by the worker, opens without a network
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Missoshiru', exact: true }).first()).toBeVisible();

  // back online, the banner leaves; a product goes into the bag and the bag is priced
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await page.getByRole('button', { name: 'Missoshiru', exact: true }).first().click();
  const product = isDesktop(page)
    ? page.locator('ion-modal.app-modal--product')
    : page.locator('[data-route="/produto"]:not(.ion-page-hidden)');
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = isDesktop(page)
    ? page.locator('ion-modal.app-modal--bag')
    : page.locator('[data-route="/sacola"]:not(.ion-page-hidden)');
  await expect(bag.getByTestId('total')).toBeVisible();

  // the connection drops: 'Finalizar pedido' says why and goes nowhere; no request leaves the page
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await context.setOffline(true);
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.locator('ion-toast').getByText(OFFLINE_ORDER, { exact: true }).first()).toBeVisible();
  await expect(bag.getByRole('button', { name: 'Finalizar pedido' })).toBeVisible();
  await expect(page).not.toHaveURL(/finalizar-pedido|login/);
  expect(sent).toEqual([]);
  await context.setOffline(false);
});

test('installable: the manifest names PNG icons (192, 512, maskable) the server serves, and an apple-touch-icon', async ({
  page,
  request,
}) => {
  await page.goto('/tabs/cardapio');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref ?? '')).json()) as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/tabs/cardapio');
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...png.map((icon) => icon.src), touch ?? '']) {
    const answer = await request.get(src);
    expect(answer.headers()['content-type'], src).toBe('image/png');
  }
  // the worker that makes it installable is served from the root, with the whole app in its scope
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/$/);
});
