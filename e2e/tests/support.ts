import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The brand's localStorage prefix (apps/web/src/config/brand.ts). */
export const STORAGE_PREFIX = 'hanami-';

/** The store the suite's server keeps open around the clock (playwright.config.ts): orders are placed there. */
export const ALWAYS_OPEN_STORE = 2;

/** The WhatsApp bot's key the suite's server is started with (playwright.config.ts). */
export const WHATSAPP_BOT_KEY = 'e2e-whatsapp-bot-key-0123456789abcdef';

/** Marks cookies as accepted before the app loads, for tests about something else. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, 'true'),
    `${STORAGE_PREFIX}aceitaCookies`,
  );
}

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 768;

/** The page on show at `route`: Ionic keeps the previous pages of the stack in the DOM, hidden. */
export const routeScreen = (page: Page, route: string): Locator =>
  page.locator(`[data-route="${route}"]:not(.ion-page-hidden)`);

/** A screen that is the modal `ion-modal.<modal>` on desktop and the page at `route` on mobile. */
export const screenOf = (page: Page, modal: string, route: string): Locator =>
  isDesktop(page) ? page.locator(`ion-modal.${modal}`) : routeScreen(page, route);

/** The toast showing exactly `message`. */
export const toast = (page: Page, message: string): Locator =>
  page.locator('ion-toast').getByText(message, { exact: true }).first();

/** What the app stored under `key` (without the brand prefix), or null. */
export const storedItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}${key}`);

/** What `expectAccessible` checks besides axe's default rules. */
export interface AccessibilityChecks {
  /**
   * Rules axe leaves off by default (its experimental ones) to run as well, e.g. 'label-content-name-mismatch':
   * a control named by aria-label must still contain the text it shows.
   */
  alsoRun?: readonly string[];
}

/**
 * axe-core finds nothing serious or critical on the page, or within `include` when given. It waits until no
 * finite animation has run for a moment first: a page fading out is half transparent, which axe would report as
 * low contrast.
 */
export async function expectAccessible(
  page: Page,
  include?: string,
  { alsoRun = [] }: AccessibilityChecks = {},
): Promise<void> {
  // Quiet for a quarter of a second: a transition that is about to start (the page that has just been pushed
  // is visible before the leaving one starts fading) must not be taken for the end of one.
  await page.evaluate(() => {
    delete (window as { quietSince?: number }).quietSince;
  });
  await page.waitForFunction(
    () => {
      const state = window as { quietSince?: number };
      const busy = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (busy) {
        state.quietSince = undefined;
        return false;
      }
      state.quietSince ??= performance.now();
      return performance.now() - state.quietSince >= 250;
    },
    undefined,
    { polling: 50 },
  );
  // A page without frames is checked by axe inside the page itself: its default run finishes in a blank page of
  // its own, which costs about half a second a check and finds the same.
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({
    rules: Object.fromEntries(alsoRun.map((rule) => [rule, { enabled: true }])),
  });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Both projects share one server and database: every customer gets a number of its own. */
export function freshPhone(testInfo: TestInfo, n = 0): string {
  const digits = `${Date.now()}${testInfo.project.name === 'mobile' ? 1 : 2}${n}`.slice(-8);
  return `(61) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The logged-in customer as the app stores it under `usuario`. */
export interface Session {
  jwt: string;
  nome: string;
  celular: string;
  [key: string]: unknown;
}

/** Signs a new customer up through the accounts API (SMS code from the dev outbox); answers the stored session. */
export async function signUpByApi(
  request: APIRequestContext,
  customer: { nome: string; celular: string; senha?: string },
): Promise<Session> {
  const { celular } = customer;
  expect((await request.post('/api/auth/codigo', { data: { celular } })).ok()).toBe(true);
  let codigo = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?para=${encodeURIComponent(celular)}`);
      const body = (await response.json()) as { data: { codigo: string | null }[] };
      codigo = body.data.find((message) => message.codigo)?.codigo ?? '';
      return codigo;
    })
    .toMatch(/^\d{6}$/);
  const login = await request.post('/api/auth/login-telefone', { data: { celular, codigo } });
  const { data: ticket } = (await login.json()) as { data: { tipo: string; ticket: string } };
  expect(ticket.tipo).toBe('cadastro');
  const email = `${celular.replace(/\D/g, '')}@exemplo.com`;
  const signup = await request.post('/api/auth/cadastro', {
    data: { ticket: ticket.ticket, email, ...customer },
  });
  expect(signup.status()).toBe(201);
  const { data } = (await signup.json()) as {
    data: { usuario: Session; refresh_token: string; expira_em: number };
  };
  return {
    ...data.usuario,
    refresh_token: data.refresh_token,
    jwt_expira_em: Date.now() + data.expira_em * 1000,
  };
}

/** The headers of a request made as the customer. */
export const bearer = (user: Session) => ({ Authorization: `Bearer ${user.jwt}` });

/** The always open store as the app stores the chosen store under `loja`. */
export const ORDER_STORE = { id: ALWAYS_OPEN_STORE, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 };

/** A delivery address inside the always open store's area (the offline geocoder knows it). */
export const DELIVERY_ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  complemento: 'Apto 302',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};

/** A plain product of the demo menu, sold at every store, with no option groups. */
export const ORDER_PRODUCT = { cod: 2005, nome: 'Niguiri de Atum 2 unidades' };

/** The sandbox gateway approves every charge on this card (apps/api/src/providers/payments/sandbox.ts). */
export const APPROVED_CARD = '4000000000000010';

/** A delivery address as the server saved it for the customer. */
export interface SavedAddress {
  id: number;
  loja_id: number;
  lat: number;
  lng: number;
  [field: string]: unknown;
}

/** A new customer with a saved delivery address in the always open store's area (orders are sent to its id). */
export async function customerWithAddress(
  request: APIRequestContext,
  nome: string,
  celular: string,
  address: object = DELIVERY_ADDRESS,
): Promise<{ user: Session; address: SavedAddress }> {
  const user = await signUpByApi(request, { nome, celular });
  const saved = await request.put('/api/endereco_pedido', { headers: bearer(user), data: address });
  expect(saved.ok(), await saved.text()).toBe(true);
  const [first] = ((await saved.json()) as { data: SavedAddress[] }).data;
  expect(first?.loja_id).toBe(ORDER_STORE.id);
  return { user, address: first as SavedAddress };
}

/** Saves a sandbox card for the customer (POST cartao); answers the saved card. */
export async function saveCard(
  request: APIRequestContext,
  user: Session,
  numero: string,
  apelido: string,
): Promise<{ id: number; final: string }> {
  const response = await request.post('/api/cartao', {
    headers: bearer(user),
    data: { apelido, numero, validade: '12/30', cvv: '123', titular: 'ANA LIMA', cpf: '529.982.247-25' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; final: string } }).data;
}

/** The customer places an order of one ORDER_PRODUCT at the always open store through the API; answers it. */
export async function placeOrderByApi(
  request: APIRequestContext,
  user: Session,
  address: SavedAddress,
  pagamento: { tipo: string; cartao_id?: number },
): Promise<{ id: number; status: string; total: { texto: string } }> {
  const itens = [{ cod: ORDER_PRODUCT.cod, qtd: 1 }];
  const priced = await request.post('/api/carrinho/calcular', {
    data: { lojaId: ORDER_STORE.id, itens, lat: address.lat, lng: address.lng },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const { totais } = ((await priced.json()) as { data: { totais: { total: { valor: number } } } }).data;
  const placed = await request.post('/api/pedido', {
    headers: { ...bearer(user), 'Idempotency-Key': randomUUID() },
    data: {
      lojaId: ORDER_STORE.id,
      itens,
      endereco_id: address.id,
      pagamento,
      total: { valor: totais.total.valor },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: number; status: string; total: { texto: string } } }).data;
}

/** The order as the customer reads it (GET pedido). */
export async function orderOf(request: APIRequestContext, user: Session, pedidoId: number) {
  const response = await request.get(`/api/pedido?pedidoId=${pedidoId}`, { headers: bearer(user) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The bank confirms the order's Pix (the server's dev route). */
export async function payPix(request: APIRequestContext, user: Session, pedidoId: number): Promise<void> {
  const paid = await request.post(`/api/dev/pix/simular?pedidoId=${pedidoId}`, { headers: bearer(user) });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** A key for the always open store's board (the server's dev route; production keys come from `npm run operator:key`). */
export async function boardKey(request: APIRequestContext): Promise<string> {
  const response = await request.post(`/api/dev/operador/chave?lojaId=${ORDER_STORE.id}`);
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { chave: string } };
  expect(data.chave).toMatch(new RegExp(`^op_${ORDER_STORE.id}_[\\w-]{43}$`));
  return data.chave;
}

/**
 * The app opens at `path` with this customer (or a visitor), delivery address and the always open store; only the
 * first time: later loads keep what the app stored.
 */
export async function openAs(
  page: Page,
  user: Session | null,
  address: unknown,
  path = '/tabs/cardapio',
  store: object = ORDER_STORE,
): Promise<void> {
  await acceptCookies(page);
  await page.addInitScript(
    ({ prefix, store, address, usuario }) => {
      if (localStorage.getItem(`${prefix}loja`)) return;
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
      if (usuario) localStorage.setItem(`${prefix}usuario`, JSON.stringify(usuario));
    },
    { prefix: STORAGE_PREFIX, store, address, usuario: user },
  );
  await page.goto(path);
}

/** The always open store as the app stores it after choosing it: it takes part in the Shinguru programme. */
export const CLUB_STORE = { ...ORDER_STORE, habilitadoShinguru: true };

/** Picks the saved card ending in `final` in the cards modal, which then closes. */
export async function pickCard(page: Page, final: string): Promise<void> {
  const cards = page.locator('ion-modal.app-modal--cards');
  await cards.getByRole('button', { name: new RegExp(`\\*\\*\\*\\* ${final}`) }).click();
  await expect(cards).toBeHidden();
}

/** 'PAGUE PELO APP' with the saved card ending in `final`, picked in the cards modal (select mode). */
export async function payWithCard(page: Page, checkout: Locator, final: string): Promise<void> {
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, final);
  await expect(checkout.getByText(`**** ${final}`)).toBeVisible();
}
