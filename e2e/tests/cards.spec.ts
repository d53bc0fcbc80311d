import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ALWAYS_OPEN_STORE,
  acceptCookies,
  expectAccessible,
  freshPhone,
  isDesktop,
  type Session,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

// Sandbox test cards (docs/payments.md): …0010 is approved, …0028 refused when saved.
const APPROVED = '4000000000000010';
const REFUSED = '4000000000000028';
const REFUSAL = 'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.';
const NO_CARDS = 'Você ainda não tem formas de pagamento cadastradas.';

/** The screen on show: Ionic keeps the previous pages of the stack in the DOM, hidden. */
const onScreen = (page: Page, path: string): Locator => page.locator(`[data-route="${path}"]`);
const cardsScreen = (page: Page) => onScreen(page, '/tabs/meus-cartoes');
/** Add card: the adicionar-cartao page on mobile, a modal over the cards screen on desktop. */
const addCardForm = (page: Page): Locator =>
  isDesktop(page) ? page.locator('ion-modal.app-modal--add-card') : onScreen(page, '/adicionar-cartao');

async function logIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}usuario`,
    JSON.stringify(session),
  ] as const);
}

async function fillCard(form: Locator, numero: string): Promise<void> {
  await form.getByLabel('Apelido do cartão').fill('Pessoal');
  await form.getByLabel('Número do cartão').fill(numero);
  await form.getByLabel('Validade').fill('12/35');
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('Nome do titular').fill('ana souza');
  await form.getByLabel('CPF do titular').fill('52998224725');
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a customer adds a card, sees a refusal and the §5 messages, and deletes the card', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpByApi(request, { nome: 'Ana Souza', celular: freshPhone(testInfo, 1) });
  await logIn(page, session);
  await page.goto('/tabs/meus-cartoes');
  const cards = cardsScreen(page);
  await expect(cards.getByRole('heading', { level: 1, name: 'Formas de pagamento' })).toBeVisible();
  await expect(cards.getByText(NO_CARDS)).toBeVisible();
  await expectAccessible(page, '[data-route="/tabs/meus-cartoes"]');

  await cards.getByRole('button', { name: 'Adicionar cartão' }).click();
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/adicionar-cartao$/);
  const form = addCardForm(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Adicionar cartão' })).toBeVisible();
  await expectAccessible(
    page,
    isDesktop(page) ? 'ion-modal.app-modal--add-card' : '[data-route="/adicionar-cartao"]',
  );

  // §5: every field required, then an expired validade and a CPF with wrong check digits.
  const save = form.getByRole('button', { name: 'Cadastrar cartão' });
  await save.click();
  for (const label of ['apelido', 'número', 'validade', 'CVV', 'titular', 'CPF'])
    await expect(form.getByText(`O campo ${label} é obrigatório!`)).toBeVisible();
  await form.getByLabel('Validade').fill('01/20');
  await form.getByLabel('CPF do titular').fill('11111111111');
  await save.click();
  await expect(form.getByText('Data de validade expirada!')).toBeVisible();
  await expect(form.getByText('CPF inválido!')).toBeVisible();
  await expect(form.getByLabel('CPF do titular')).toHaveValue('111.111.111-11');
  await expectAccessible(
    page,
    isDesktop(page) ? 'ion-modal.app-modal--add-card' : '[data-route="/adicionar-cartao"]',
  );

  // The sandbox's verification refuses …0028: the server's message in a toast, the form stays.
  await fillCard(form, REFUSED);
  await expect(form.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0028');
  await expect(form.getByLabel('Nome do titular')).toHaveValue('ANA SOUZA');
  await save.click();
  await expect(page.getByText(REFUSAL)).toBeVisible();
  await expect(save).toBeEnabled();

  await form.getByLabel('Número do cartão').fill(APPROVED);
  await save.click();
  await expect(page.getByText('Cartão cadastrado com sucesso!')).toBeVisible();
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/tabs\/meus-cartoes$/);
  else await expect(form).toBeHidden();

  const tile = cards.getByRole('listitem').filter({ hasText: '**** 0010' });
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('Pessoal');
  await expect(tile).toContainText('Visa');
  await expect(cards.getByText(NO_CARDS)).toBeHidden();
  await expectAccessible(page, '[data-route="/tabs/meus-cartoes"]');

  const wallet = await request.get('/api/carteira', { headers: { Authorization: `Bearer ${session.jwt}` } });
  const saved = (await wallet.json()).data as { id: number; final: string; apelido: string }[];
  expect(saved.map((card) => [card.final, card.apelido])).toEqual([['0010', 'Pessoal']]);
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), `${STORAGE_PREFIX}usuario`);
  expect(JSON.parse(stored ?? '{}').cartoes.map((card: { id: number }) => card.id)).toEqual([saved[0]?.id]);

  // §4 Card deletion: cancelling the confirm modal keeps the card; confirming deletes it.
  await tile.getByRole('button', { name: 'Excluir cartão Pessoal final 0010' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir cartão' });
  await expect(confirm).toContainText('Pessoal **** 0010');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(tile).toHaveCount(1);
  await tile.getByRole('button', { name: 'Excluir cartão Pessoal final 0010' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir cartão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Cartão excluído com sucesso!')).toBeVisible();
  await expect(cards.getByText(NO_CARDS)).toBeVisible();
  const left = await request.get('/api/carteira', { headers: { Authorization: `Bearer ${session.jwt}` } });
  expect((await left.json()).data).toEqual([]);
});

test('the cards saved before are listed, newest first, without the donation cards', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpByApi(request, { nome: 'Rui Tanaka', celular: freshPhone(testInfo, 2) });
  const headers = { Authorization: `Bearer ${session.jwt}` };
  const card = { validade: '12/35', cvv: '123', titular: 'RUI TANAKA', cpf: '529.982.247-25' };
  for (const [apelido, numero, doacao] of [
    ['Mercado', '5555666677778884', false],
    ['Doação mensal', '4000000000001000', true],
    ['Viagem', APPROVED, false],
  ] as const) {
    const response = await request.post('/api/cartao', {
      headers,
      data: { ...card, apelido, numero, doacao },
    });
    expect(response.status()).toBe(201);
  }
  await logIn(page, session);
  await page.goto('/tabs/meus-cartoes');
  const items = cardsScreen(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Viagem');
  await expect(items.nth(0)).toContainText('Visa **** 0010');
  await expect(items.nth(1)).toContainText('Mercado');
  await expect(items.nth(1)).toContainText('Mastercard **** 8884');
  await expect(cardsScreen(page).getByText('Doação mensal')).toHaveCount(0);
  await expectAccessible(page, '[data-route="/tabs/meus-cartoes"]');
});

test('a card the provider stopped accepting opens §4 "Houve um problema com seu cartão"; a sixth card is refused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const session = await signUpByApi(request, { nome: 'Eva Nakamura', celular: freshPhone(testInfo, 3) });
  const headers = { Authorization: `Bearer ${session.jwt}` };
  const card = { validade: '12/35', cvv: '123', titular: 'EVA NAKAMURA', cpf: '529.982.247-25' };
  const save = async (apelido: string, numero: string) => {
    const response = await request.post('/api/cartao', { headers, data: { ...card, apelido, numero } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  for (const [apelido, numero] of [
    ['Mercado', '5555666677778884'],
    ['Viagem', APPROVED],
    ['Trabalho', '4000000000001091'],
  ] as const)
    await save(apelido, numero);
  // …0101: the sandbox approves its first charge, then the provider reports it unusable (docs/payments.md).
  const flaggedId = await save('Antigo', '4000000000000101');

  // Two orders at the store the suite keeps open: the second charge is refused and flags the card (falha_transacao 1).
  const saved = await request.put('/api/endereco_pedido', {
    headers,
    data: {
      logradouro: 'SQN 210 Bloco B',
      numero: '101',
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const address = ((await saved.json()) as { data: Array<{ id: number; lat: number; lng: number }> })
    .data[0]!;
  const itens = [{ cod: 2005, qtd: 1 }];
  const priced = await request.post('/api/carrinho/calcular', {
    data: { lojaId: ALWAYS_OPEN_STORE, itens, lat: address.lat, lng: address.lng },
  });
  const total = ((await priced.json()) as { data: { totais: { total: { valor: number } } } }).data.totais
    .total;
  const order = (n: number) =>
    request.post('/api/pedido', {
      headers: { ...headers, 'Idempotency-Key': `e2e-cartao-falha-${Date.now()}-${n}` },
      data: {
        lojaId: ALWAYS_OPEN_STORE,
        itens,
        endereco_id: address.id,
        pagamento: { tipo: 'cartao', cartao_id: flaggedId },
        total: { valor: total.valor },
      },
    });
  expect((await order(1)).status()).toBe(201);
  const refused = await order(2);
  expect(refused.status(), await refused.text()).toBe(422);

  await logIn(page, session);
  await page.goto('/tabs/meus-cartoes');
  const cards = cardsScreen(page);
  const flagged = cards.getByRole('listitem').filter({ hasText: 'Antigo' });
  await expect(flagged.getByText('Cadastre novamente')).toBeVisible();
  await expectAccessible(page, '[data-route="/tabs/meus-cartoes"]');
  await flagged
    .getByRole('button', { name: /Antigo/ })
    .first()
    .click();
  const problem = page.getByRole('alertdialog', { name: 'Houve um problema com seu cartão' });
  await expect(problem).toBeVisible();
  await expect(
    problem.getByText(/os dados deste cartão não estão disponíveis para esta unidade/),
  ).toBeVisible();
  await problem.getByRole('button', { name: 'Excluir cartão' }).click();
  await expect(cards.getByText('Antigo')).toHaveCount(0);
  await expect(cards.getByRole('listitem')).toHaveCount(3);

  // Back to five cards, then the sixth: 'Você só pode cadastrar até 5 cartões!'
  await save('Reserva', '4000000000001034');
  await save('Extra', '4000000000001000');
  await page.reload();
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await cards.getByRole('button', { name: 'Adicionar cartão' }).click();
  const form = addCardForm(page);
  await fillCard(form, '4000000000001091');
  await form.getByRole('button', { name: 'Cadastrar cartão' }).click();
  await expect(page.getByText('Você só pode cadastrar até 5 cartões!').first()).toBeVisible();
  const listed = await request.get('/api/carteira', { headers });
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(5);
});
