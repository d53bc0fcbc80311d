import { expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  type Session,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

// Push of order updates in the browser (docs/web.md, "Push de pedidos"). The suite's Chromium has no push service
// (no network), so what runs for real here is the worker being served and registered, the permission states and
// a subscription the browser refuses; showing a push and opening its order are covered by the worker's unit tests (apps/web/src/sw).

test.use({ serviceWorkers: 'allow' });

const ROUTE = '/tabs/configurar-notificacoes';
const screen = (page: Page) => page.locator(`[data-route="${ROUTE}"]`);
const block = (page: Page) => screen(page).getByRole('region', { name: 'Avisos do pedido neste aparelho' });

async function logIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}usuario`,
    JSON.stringify(session),
  ] as const);
}

/** Every registration this page sends to POST /api/dispositivo. */
function deviceRegistrations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/dispositivo')
      sent.push(request.postData() ?? '');
  });
  return sent;
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the service worker is served as JavaScript at /sw.js, and the page policy lets it run', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toContain('max-age=0');
  expect(await worker.text()).toMatch(/addEventListener\((['"`])push\1/);
  const page = await request.get(ROUTE);
  expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
});

test('configurar-notificacoes registers the worker for the whole app; a refused prompt shows the block as blocked', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // a sign-up, two axe passes and a reload on a loaded two-core machine
  test.setTimeout(60_000);
  await logIn(page, await signUpByApi(request, { nome: 'Lia Push', celular: freshPhone(testInfo, 1) }));
  const sent = deviceRegistrations(page);
  await page.goto(ROUTE);
  await expect(block(page)).toContainText('não podem ser desligados');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);

  const enable = block(page).getByRole('button', { name: 'Ativar avisos do pedido' });
  await expect(enable).toBeEnabled();
  await expectAccessible(page, `[data-route="${ROUTE}"]`);

  // headless Chromium answers the permission prompt with a refusal
  await enable.click();
  await expect(block(page).getByRole('status')).toContainText('Bloqueado no navegador');
  await expect(block(page).getByRole('status')).toContainText('permita as notificações');
  await expect(enable).toHaveCount(0);
  await expectAccessible(page, `[data-route="${ROUTE}"]`);

  await page.reload();
  await expect(block(page).getByRole('status')).toContainText('Bloqueado no navegador');
  expect(sent).toEqual([]);
});

test('with notifications allowed, a subscription the push service refuses is explained and can be retried', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications']);
  await logIn(page, await signUpByApi(request, { nome: 'Rui Push', celular: freshPhone(testInfo, 2) }));
  const sent = deviceRegistrations(page);
  await page.goto(ROUTE);
  const enable = block(page).getByRole('button', { name: 'Ativar avisos do pedido' });
  await expect(enable).toBeEnabled();

  const key = page.waitForResponse((response) => response.url().endsWith('/api/dispositivo/chave-publica'));
  await enable.click();
  expect((await (await key).json()).data.chave_publica).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  await expect(block(page).getByRole('alert')).toHaveText(
    'Não foi possível ativar os avisos neste aparelho. Verifique sua conexão e tente de novo.',
  );
  await expect(enable).toBeEnabled();
  await expectAccessible(page, `[data-route="${ROUTE}"]`);
  expect(sent).toEqual([]);
});
