import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { encryptedWebBuild, startEncryptedServer } from './encrypted-server.ts';
import {
  APPROVED_CARD,
  bearer,
  DELIVERY_ADDRESS,
  freshPhone,
  isDesktop,
  ORDER_STORE,
  openAs,
  orderOf,
  pickCard,
  type SavedAddress,
  saveCard,
  screenOf,
  signUpByApi,
  toast,
} from './support.ts';

/**
 * §7 optional payload encryption, on at both ends: the app built with VITE_PAYLOAD_ENCRYPTION=on and a server with
 * PAYLOAD_ENCRYPTION=on on the port after the suite's, started for this file and stopped after it
 * (encrypted-server.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
let server: { stop: () => Promise<void> } | undefined;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startEncryptedServer(PORT, encryptedWebBuild());
});
test.afterAll(async () => {
  await server?.stop();
});

/** Routes whose bodies stay plain by design (docs/security.md): the day's key and the order's live stream. */
const PLAIN = /^\/api\/(chave\/|pedido\/eventos)/;

const onlyData = (text: string) => {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return Object.keys(body).join() === 'data' && typeof body.data === 'string';
  } catch {
    return false;
  }
};

/** Every /api request and answer body the page exchanges, checked to be nothing but `{ data }`. */
function recordWire(page: Page) {
  const calls: string[] = [];
  const problems: string[] = [];
  const reading: Promise<unknown>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || PLAIN.test(pathname)) return;
    const call = `${request.method()} ${pathname}`;
    calls.push(call);
    if (request.headers().encrypt !== 'true') problems.push(`${call}: Encrypt ${request.headers().encrypt}`);
    const body = request.postData();
    if (body !== null && !onlyData(body)) problems.push(`${call} sent ${body.slice(0, 80)}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || PLAIN.test(pathname)) return;
    const call = `${response.request().method()} ${pathname} → ${response.status()}`;
    reading.push(
      response.text().then(
        (text) => text === '' || onlyData(text) || problems.push(`${call} answered ${text.slice(0, 80)}`),
        () => undefined,
      ),
    );
  });
  return { calls, problems, settled: () => Promise.all(reading) };
}

/** A customer with a password (to log in through the app), a saved address in the open store's area and a card. */
async function customer(request: Parameters<typeof signUpByApi>[0], celular: string) {
  const senha = 'Sushi2026';
  const user = await signUpByApi(request, { nome: 'Lia Okada', celular, senha });
  const saved = await request.put('/api/endereco_pedido', { headers: bearer(user), data: DELIVERY_ADDRESS });
  expect(saved.ok(), await saved.text()).toBe(true);
  const [address] = ((await saved.json()) as { data: SavedAddress[] }).data;
  expect(address?.loja_id).toBe(ORDER_STORE.id);
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  return {
    user,
    address: address as SavedAddress,
    email: `${celular.replace(/\D/g, '')}@exemplo.com`,
    senha,
  };
}

test('logs in and places a paid order with every body on the wire sealed into { data }', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { user, address, email, senha } = await customer(request, freshPhone(testInfo, 1));
  const wire = recordWire(page);
  await openAs(page, null, address);

  await page.getByRole('link', { name: 'Faça o login!' }).first().click();
  await page.getByRole('link', { name: 'Entrar com e-mail' }).click();
  const login = page.locator('[data-route="/login-email"]');
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Senha').fill(senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expect(page.getByRole('link', { name: 'Faça o login!' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dorayaki', exact: true }).first().click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();

  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await expect(checkout.getByTestId('checkout-total')).toHaveText(/R\$/);
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, '0010');
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(toast(page, 'Pedido realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  await expect(page.getByText('Dorayaki').first()).toBeVisible();

  const pedidoId = Number(new URL(page.url()).searchParams.get('pedidoId'));
  expect(await orderOf(request, user, pedidoId)).toMatchObject({
    formaPagamento: { tipo: 'cartao', final: '0010', status: 'aprovado' },
  });
  await wire.settled();
  expect(wire.calls).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login-email',
      'POST /api/carrinho/calcular',
      'GET /api/carteira',
      'POST /api/pedido',
      'GET /api/pedido',
    ]),
  );
  expect(wire.problems).toEqual([]);
});

test.describe('an answer that does not open ends the session', () => {
  const expectSessionExpired = async (page: Page) => {
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText('Sessão expirada')).toBeVisible();
    await expect(alert.getByText('Faça login novamente para renovar sua sessão.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  };

  test('a day key that is not the server’s', async ({ page, request }, testInfo) => {
    const { user, address } = await customer(request, freshPhone(testInfo, 2));
    await page.route('**/api/chave/*', (route) =>
      route.fulfill({ json: { status: 'success', data: { chave: randomBytes(32).toString('base64') } } }),
    );
    await openAs(page, user, address, '/tabs/notificacoes');
    await expectSessionExpired(page);
  });

  test('a tampered answer', async ({ page, request }, testInfo) => {
    const { user, address } = await customer(request, freshPhone(testInfo, 3));
    await page.route('**/api/notificacoes*', async (route) => {
      const response = await route.fetch();
      const { data } = (await response.json()) as { data: string };
      const flipped = `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`;
      await route.fulfill({ response, json: { data: flipped } });
    });
    await openAs(page, user, address, '/tabs/notificacoes');
    await expectSessionExpired(page);
  });
});
