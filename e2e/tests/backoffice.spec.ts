import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { enterPassword, firstSignIn, member } from './backoffice-support.ts';
import {
  bearer,
  customerWithAddress,
  DELIVERY_ADDRESS,
  expectAccessible,
  freshPhone,
  ORDER_PRODUCT,
  ORDER_STORE,
  orderOf,
  type SavedAddress,
  type Session,
} from './support.ts';

/**
 * The brand's back office at /gestao (issue 29): staff sign in with a password and an authenticator (enrolled at the
 * first sign-in), then run what their role allows; what they change reaches customers on their next request.
 */

/** Beside store 2 (Asa Norte): inside its delivery area. */
const ADDRESS = { ...DELIVERY_ADDRESS, lat: -15.7646, lng: -47.8773 };
const UNAVAILABLE = `Produto indisponível: ${ORDER_PRODUCT.nome} não está disponível nesta loja.`;

/**
 * The customer prices one ORDER_PRODUCT (with a coupon and a gift card) at store 2 and places the order in cash; answers the refusal
 * of the pricing, or the placement's answer.
 */
async function order(
  request: APIRequestContext,
  user: Session,
  address: SavedAddress,
  cupom?: string,
  giftCard?: { numero_cartao: string; senha_cartao: string },
) {
  const itens = [{ cod: ORDER_PRODUCT.cod, qtd: 1 }];
  const extras = { ...(cupom ? { cupom } : {}), ...(giftCard ? { gift_cards: [giftCard] } : {}) };
  const priced = await request.post('/api/carrinho/calcular', {
    headers: bearer(user),
    data: { lojaId: ORDER_STORE.id, itens, lat: address.lat, lng: address.lng, ...extras },
  });
  // a refusal of the bag is the customer's answer already
  if (!priced.ok()) return priced;
  const quote = (await priced.json()) as { data: { totais: { total: { valor: number } } } };
  return request.post('/api/pedido', {
    headers: { ...bearer(user), 'Idempotency-Key': randomUUID() },
    data: {
      lojaId: ORDER_STORE.id,
      itens,
      endereco_id: address.id,
      pagamento: { tipo: 'dinheiro' },
      total: { valor: quote.data.totais.total.valor },
      ...extras,
    },
  });
}

test('an admin enrols an authenticator at the first sign-in and later signs in with a recovery code', async ({
  page,
  request,
}, testInfo) => {
  const admin = await member(request, 'admin', []);
  await enterPassword(page, { ...admin, senha: 'senha-errada-123' });
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
  const codes = await firstSignIn(page, admin);
  for (const section of ['Cardápio', 'Loja', 'Relatórios', 'Cupons', 'Equipe', 'Auditoria'])
    await expect(page.getByRole('link', { name: section, exact: true })).toBeVisible();
  await expectAccessible(page);

  // the store's settings and the team: shown, readable, and an account made here gets its password once
  await page.getByRole('link', { name: 'Loja', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Horário de funcionamento' })).toBeVisible();
  // the delivery area on the map: a band split in two at 1 km with the same fee changes no customer's fee
  await expect(page.getByRole('region', { name: 'Mapa da área de entrega: raio de 7 km' })).toBeVisible();
  const rings = page.locator('.bo-map path.leaflet-interactive');
  await expect(rings).toHaveCount(5); // 3 inner bands, the radius, the store's point
  const area = page.getByRole('form', { name: 'Área de entrega' });
  await area.getByRole('button', { name: 'Adicionar faixa' }).click();
  await area.getByLabel('Faixa 5: até (km)').fill('1');
  await area.getByLabel('Frete da faixa 5 (R$)').pressSequentially('490');
  await area.getByRole('button', { name: 'Salvar área de entrega' }).click();
  try {
    await expect(page.getByText('Alterações salvas.')).toBeVisible();
    await expect(area.getByLabel('Faixa 1: até (km)')).toHaveValue('1');
    await expect(rings).toHaveCount(6);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('store.png'), fullPage: true });
  } finally {
    await area.getByRole('button', { name: 'Remover a faixa 1' }).click();
    await area.getByRole('button', { name: 'Salvar área de entrega' }).click();
    await expect(area.getByLabel('Faixa 5: até (km)')).toHaveCount(0);
  }
  await expect(area.getByLabel('Faixa 1: até (km)')).toHaveValue('2');
  await page.getByRole('link', { name: 'Equipe', exact: true }).click();
  await page.getByText('Nova conta').click();
  await page.getByLabel('Nome completo').fill('Operadora Nova');
  const email = `operadora-${Date.now()}@hanami.com.br`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Papel').selectOption('operador');
  await page.getByRole('checkbox', { name: ORDER_STORE.nome }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('new-password')).toHaveText(/^[\w-]{20}$/);
  await expect(page.getByRole('cell', { name: `Operadora Nova ${email}` })).toBeVisible();
  // the operator becomes the store's manager
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: 'Editar a conta de Operadora Nova' }).click();
  const editor = page.getByRole('form', { name: 'Editar a conta de Operadora Nova' });
  await editor.getByLabel('Papel').selectOption('gerente');
  await editor.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(row.getByRole('cell', { name: 'Gerente' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('team.png'), fullPage: true });

  // the admin's own password changes; the next sign-in takes the new one
  const newPassword = `nova-senha-${Date.now()}`;
  await page.getByRole('link', { name: 'Minha conta', exact: true }).click();
  await page.getByLabel('Senha atual').fill(admin.senha);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(page.getByText('Senha alterada.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  admin.senha = newPassword;

  await page.getByRole('button', { name: 'Sair' }).click();
  await enterPassword(page, admin);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções da gestão' })).toBeVisible();

  // the audit log shows the enrolment and the recovery code used
  await page.getByRole('link', { name: 'Auditoria', exact: true }).click();
  await expect(page.getByText('staff.recovery_code_used').first()).toBeVisible();
  // filtered by a person: the new manager has changed nothing yet
  await page.getByLabel('Pessoa').selectOption({ label: `Operadora Nova (${email})` });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhuma alteração encontrada.')).toBeVisible();
  await page.getByLabel('Pessoa').selectOption({ label: `Equipe admin (${admin.email})` });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('staff.recovery_code_used').first()).toBeVisible();
  await expectAccessible(page);
});

test('a manager marks a dish sold out and the next order is refused; a coupon and a gift card the admin creates are used; the report counts the order', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const { user, address } = await customerWithAddress(
    request,
    'Cliente Gestão',
    freshPhone(testInfo),
    ADDRESS,
  );

  // the store's manager: only the store's sections
  const manager = await member(request, 'gerente', [ORDER_STORE.id]);
  await firstSignIn(page, manager);
  await expect(page.getByRole('link', { name: 'Equipe', exact: true })).toHaveCount(0);
  // the store's order board, entered with the same account instead of the store's key
  await page.getByRole('link', { name: 'Painel de pedidos' }).click();
  await page.getByRole('button', { name: 'Entrar com a conta da equipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_STORE.nome })).toBeVisible();
  await page.goto('/gestao');
  await page.getByRole('link', { name: 'Cardápio', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(ORDER_PRODUCT.nome);
  const soldOut = page.getByRole('button', { name: `Esgotado hoje: ${ORDER_PRODUCT.nome}` });
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('catalogue.png'), fullPage: true });
  try {
    const refused = await order(request, user, address);
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'product_unavailable', message: UNAVAILABLE });
  } finally {
    await soldOut.click();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  }

  // the brand's admin creates a coupon of R$ 5,00 and the customer's order uses it
  const adminPage = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  await firstSignIn(adminPage, await member(request, 'admin', []));
  const revenueBefore = await reportRevenue(adminPage);
  await adminPage.getByRole('link', { name: 'Cupons', exact: true }).click();
  await adminPage.getByRole('button', { name: 'Novo cupom' }).click();
  const code = `GESTAO${Date.now().toString(36).toUpperCase()}`;
  const form = adminPage.getByRole('form', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill(code);
  await form.getByLabel('Descrição').fill('R$ 5 de desconto');
  await form.getByLabel('Desconto (R$)').pressSequentially('500');
  await expect(form.getByLabel('Desconto (R$)')).toHaveValue('5,00');
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(adminPage.getByRole('checkbox', { name: `Cupom ${code} ativo` })).toBeChecked();
  // its total limit set afterwards
  await adminPage.getByRole('button', { name: `Editar o cupom ${code}` }).click();
  const couponEditor = adminPage.getByRole('form', { name: `Editar o cupom ${code}` });
  await couponEditor.getByLabel('Limite de usos (total)').fill('50');
  await couponEditor.getByRole('button', { name: 'Salvar cupom' }).click();
  await expect(
    adminPage.getByRole('row', { name: new RegExp(code) }).getByRole('cell', { name: '0 / 50' }),
  ).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('coupons.png'), fullPage: true });

  // and a gift card of R$ 10,00, whose number and password it reads once
  await adminPage.getByRole('link', { name: 'Gift Cards', exact: true }).click();
  await adminPage.getByText('Emitir Gift Card').click();
  const issue = adminPage.getByRole('form', { name: 'Emitir Gift Card' });
  await issue.getByLabel('Saldo (R$)').pressSequentially('1000');
  await issue.getByRole('button', { name: 'Emitir' }).click();
  const giftCard = {
    numero_cartao: (await adminPage.getByTestId('gift-card-number').textContent()) ?? '',
    senha_cartao: (await adminPage.getByTestId('gift-card-password').textContent()) ?? '',
  };
  expect(giftCard.numero_cartao).toMatch(/^\d{16}$/);
  await expectAccessible(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('gift-cards.png'), fullPage: true });

  const placed = await order(request, user, address, code, giftCard);
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = ((await placed.json()) as { data: { id: number } }).data;
  const placedOrder = (await orderOf(request, user, id)) as {
    cupom: string | null;
    total: { valor: number };
    gift_card: Array<{ valor_debitado: { valor: number } }>;
  };
  expect(placedOrder.cupom).toBe(code);
  expect(placedOrder.gift_card.map((g) => g.valor_debitado.valor)).toEqual([1000]);
  const sold = placedOrder.total.valor + 1000;

  // the gift card's statement shows the order's debit
  await adminPage
    .getByRole('button', { name: /^Extrato do Gift Card/ })
    .first()
    .click();
  await expect(adminPage.getByText(`Pedido #${id}`)).toBeVisible();

  // the report of today counts it: the revenue grows by exactly what the order was sold for
  const revenueAfter = await reportRevenue(adminPage);
  expect(revenueAfter - revenueBefore).toBe(sold);
  await expect(adminPage.getByRole('img', { name: /Gráfico da receita por dia/ })).toBeVisible();
  await expectAccessible(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });
  await adminPage.close();
});

/** Opens the reports (today included) and reads the period's revenue, in centavos. */
async function reportRevenue(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Cupons', exact: true }).click();
  await page.getByRole('link', { name: 'Relatórios', exact: true }).click();
  const revenue = page.getByTestId('report-revenue');
  await expect(revenue).toBeVisible();
  const text = (await revenue.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}
