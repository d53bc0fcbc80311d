import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  isDesktop,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

/** Store 2 (Asa Norte) of the demo catalogue and a delivery address inside its area. */
const STORE = { id: 2, nome: 'Hanami Sushi Asa Norte' };
const ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};

interface ServerTotals {
  valor_itens: { texto: string };
  frete: { texto: string; valor: number };
  desconto: { texto: string; valor: number };
  total: { texto: string; valor: number };
  gifts_cards: { numero_cartao_mascarado: string; valor_debitado: { texto: string } }[];
}

/**
 * The store's open/closed state comes from its opening hours at the server's clock (tested in the API suite); the
 * menu answer is pinned here so the ordering flow runs at any hour of the day.
 */
async function pinStoreStatus(page: Page, status: () => 'aberta' | 'fechada'): Promise<void> {
  await page.route('**/api/cardapio?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.data?.cardapio?.loja) body.data.cardapio.loja.statusLoja = status();
    await route.fulfill({ response, json: body });
  });
}

async function chooseStore(page: Page, user?: unknown): Promise<void> {
  await page.addInitScript(
    ({ prefix, store, address, usuario }) => {
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
      if (usuario) localStorage.setItem(`${prefix}usuario`, JSON.stringify(usuario));
    },
    { prefix: STORAGE_PREFIX, store: STORE, address: ADDRESS, usuario: user ?? null },
  );
}

/** The product screen on show: the shell's modal on desktop, the produto page on mobile. */
const productScreen = (page: Page): Locator =>
  isDesktop(page)
    ? page.locator('ion-modal.app-modal--product')
    : page.locator('[data-route="/produto"]:not(.ion-page-hidden)');

const bagScreen = (page: Page): Locator =>
  isDesktop(page)
    ? page.locator('ion-modal.app-modal--bag')
    : page.locator('[data-route="/sacola"]:not(.ion-page-hidden)');

const toast = (page: Page, message: string): Locator =>
  page.locator('ion-toast').getByText(message, { exact: true }).first();

async function openProductFromMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).first().click();
  const screen = productScreen(page);
  await expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
  return screen;
}

/**
 * Whether every occurrence of each of `texts` inside `container` sits on one line ('one line'), or which are missing
 * or wrapped: their boxes' vertical centres must lie within half a line of each other.
 */
function lineOf(container: Locator, texts: readonly string[]): Promise<string> {
  return container.evaluate((root, wanted) => {
    const rects: DOMRect[] = [];
    const found = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replaceAll('\u00a0', ' ');
      for (const piece of wanted)
        for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + piece.length);
          rects.push(...Array.from(range.getClientRects()));
          found.add(piece);
        }
    }
    const missing = wanted.filter((piece) => !found.has(piece));
    if (missing.length > 0) return `missing ${missing.join(', ')}`;
    const centres = rects.map((rect) => rect.top + rect.height / 2);
    const spread = Math.max(...centres) - Math.min(...centres);
    return spread < Math.min(...rects.map((rect) => rect.height)) / 2 ? 'one line' : `wrapped (${spread}px)`;
  }, texts);
}

async function openBag(page: Page): Promise<Locator> {
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = bagScreen(page);
  await expect(bag.getByRole('heading', { name: 'Itens' })).toBeVisible();
  return bag;
}

test.describe('menu to bag', () => {
  test('customise, add, edit, suggestions, coupon and gift cards, with the server’s totals', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const user = await signUpByApi(request, { nome: 'Bia Sato', celular: freshPhone(testInfo) });
    await acceptCookies(page);
    await chooseStore(page, user);
    await pinStoreStatus(page, () => 'aberta');

    let serverTotals: ServerTotals | undefined;
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/carrinho/calcular') || !response.ok()) return;
      const body = (await response.json()) as { data: { totais: ServerTotals } };
      serverTotals = body.data.totais;
    });
    const expectServerTotals = async (bag: Locator, total: string) => {
      await expect(bag.getByTestId('total')).toHaveText(total);
      await expect.poll(() => serverTotals?.total.texto).toBe(total);
      await expect(bag.getByTestId('valor-itens')).toHaveText(serverTotals?.valor_itens.texto ?? '');
    };

    await page.goto('/tabs/cardapio');

    // A product with the three group kinds and every §5 message.
    let product = await openProductFromMenu(page, 'Combinado Tradicional 20 peças');
    await product.getByRole('button', { name: /^Adicionar R\$\s94,90$/ }).click();
    await expect(toast(page, 'Por favor preencha todos os campos.')).toBeVisible();
    await expect(product.getByText('Você deve selecionar 1 item')).toHaveCount(1);
    await product.getByLabel('Shoyu light', { exact: true }).check();
    await product.getByLabel('Sem cebolinha', { exact: true }).check();
    const addCreamCheese = product.getByRole('button', { name: 'Adicionar Cream cheese extra' });
    await addCreamCheese.click();
    await addCreamCheese.click();
    const addChives = product.getByRole('button', { name: 'Adicionar Cebolinha' });
    for (let i = 0; i < 3; i += 1) await addChives.click();
    await addChives.click();
    await expect(toast(page, 'A quantidade máxima para essa opção já foi atingida.')).toBeVisible();
    await product.getByRole('button', { name: 'Remover Cebolinha' }).click();
    await product.getByRole('button', { name: 'Remover Cebolinha' }).click();
    await product.getByLabel('Alguma observação?').fill('Capricha no gengibre');
    await expect(product.getByText('20/100')).toBeVisible();
    const fewer = product.getByRole('button', {
      name: 'Diminuir quantidade de Combinado Tradicional 20 peças',
    });
    await expect(fewer).toBeDisabled();
    await product
      .getByRole('button', { name: 'Aumentar quantidade de Combinado Tradicional 20 peças' })
      .click();
    await expect(product.getByRole('button', { name: /^Adicionar R\$\s209,80$/ })).toBeVisible();
    await fewer.click();
    // 94,90 + 2 × 4,00 cream cheese + 2,00 cebolinha
    await product.getByRole('button', { name: /^Adicionar R\$\s104,90$/ }).click();
    await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();

    // A choice group above 1: past its limit the message has no final period.
    product = await openProductFromMenu(page, 'Dragon Roll 8 peças');
    await product.getByLabel('Maionese de sriracha', { exact: true }).check();
    await product.getByLabel(/^Ovas de capelin/).check();
    await product.getByLabel('Tarê', { exact: true }).click();
    await expect(toast(page, 'A quantidade máxima para essa opção já foi atingida')).toBeVisible();
    await expect(product.getByLabel('Tarê', { exact: true })).not.toBeChecked();
    await product.getByRole('button', { name: /^Adicionar R\$\s47,90$/ }).click();
    await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();

    // The bag: lines with their choices, suggestions, server totals.
    let bag = await openBag(page);
    await expect(bag.getByText('Shoyu light, Sem cebolinha, 2× Cream cheese extra, Cebolinha')).toBeVisible();
    await expect(bag.getByText('Obs.: Capricha no gengibre')).toBeVisible();
    await expectServerTotals(bag, 'R$\u00a0157,70');
    await expect(bag.getByRole('heading', { name: 'Peça também' })).toBeVisible();
    await bag.getByRole('button', { name: 'Refrigerante Lata 350 ml', exact: true }).click();
    product = productScreen(page);
    await expect(product.getByRole('heading', { level: 1, name: 'Refrigerante Lata 350 ml' })).toBeVisible();
    await product.getByLabel('Guaraná', { exact: true }).check();
    await product.getByRole('button', { name: /^Adicionar R\$\s7,90$/ }).click();
    bag = bagScreen(page);
    await expect(
      bag.getByRole('region', { name: 'Itens' }).getByRole('heading', { name: 'Refrigerante Lata 350 ml' }),
    ).toBeVisible();
    await expectServerTotals(bag, 'R$\u00a0165,60');

    // Editing reopens the line with its selections.
    await bag.getByRole('button', { name: 'Editar Combinado Tradicional 20 peças' }).click();
    product = productScreen(page);
    await expect(product.getByLabel('Shoyu light', { exact: true })).toBeChecked();
    await expect(product.getByLabel('Alguma observação?')).toHaveValue('Capricha no gengibre');
    await product.getByLabel('Ponzu cítrico', { exact: true }).check();
    await product
      .getByRole('button', { name: 'Aumentar quantidade de Combinado Tradicional 20 peças' })
      .click();
    await product.getByRole('button', { name: /^Atualizar R\$\s209,80$/ }).click();
    bag = bagScreen(page);
    await expect(
      bag.getByText('Ponzu cítrico, Sem cebolinha, 2× Cream cheese extra, Cebolinha'),
    ).toBeVisible();
    await expectServerTotals(bag, 'R$\u00a0270,50');
    await bag.getByRole('button', { name: 'Diminuir quantidade de Combinado Tradicional 20 peças' }).click();
    await bag.getByRole('button', { name: 'Remover Refrigerante Lata 350 ml' }).click();
    await expect(
      bag.getByRole('region', { name: 'Itens' }).getByRole('heading', { name: 'Refrigerante Lata 350 ml' }),
    ).toHaveCount(0);
    await expectServerTotals(bag, 'R$\u00a0157,70');

    // Coupons: required, applied, swapped.
    const coupon = bag.locator('section[aria-labelledby="cupom-titulo"]');
    await coupon.getByRole('button', { name: 'Utilizar' }).click();
    await expect(coupon.getByText('O cupom é obrigatório!')).toBeVisible();
    await coupon.getByLabel('Código do cupom').fill('VERAO2024');
    await coupon.getByRole('button', { name: 'Utilizar' }).click();
    await expect(toast(page, 'Este cupom expirou.')).toBeVisible();
    await coupon.getByLabel('Código do cupom').fill('hanami15');
    await coupon.getByRole('button', { name: 'Utilizar' }).click();
    await expect(coupon.getByText('Cupom aplicado')).toBeVisible();
    await expect(coupon.getByLabel('Código do cupom')).toBeDisabled();
    await expect(bag.getByTestId('desconto')).toHaveText('- R$\u00a015,00');
    await expectServerTotals(bag, 'R$\u00a0142,70');
    await coupon.getByRole('button', { name: 'Trocar' }).click();
    await expect(coupon.getByLabel('Código do cupom')).toBeEnabled();
    await expectServerTotals(bag, 'R$\u00a0157,70');
    await coupon.getByLabel('Código do cupom').fill('FRETEGRATIS');
    await coupon.getByRole('button', { name: 'Utilizar' }).click();
    await expect(coupon.getByText('Cupom aplicado')).toBeVisible();
    await expect(bag.getByTestId('frete')).toContainText('Grátis');
    await expectServerTotals(bag, 'R$\u00a0152,80');

    // Gift cards: the §8 refusals, one that covers part, one that covers the rest.
    const gift = bag.locator('section[aria-labelledby="gift-card-titulo"]');
    const addGiftCard = async (numero: string, senha: string) => {
      const open = gift.getByRole('button', { name: /Usar Gift Card|Adicionar outro Gift Card/ });
      if (await open.isVisible()) await open.click();
      await gift.getByLabel('Número do Gift Card').fill(numero);
      await gift.getByLabel('Senha').fill(senha);
      await gift.getByRole('button', { name: 'Adicionar Gift Card' }).click();
    };
    await addGiftCard('6035000011112222', 'sak');
    await expect(gift.getByText('A senha do Gift Card deve ter no mínimo 6 caracteres.')).toBeVisible();
    await addGiftCard('6035000055556666', 'sakura03');
    await expect(
      toast(page, 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.'),
    ).toBeVisible();
    await addGiftCard('6035000099990000', 'sakura05');
    await expect(
      toast(page, 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.'),
    ).toBeVisible();
    await addGiftCard('6035000077778888', 'sakura04');
    await expect(
      toast(page, 'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.'),
    ).toBeVisible();
    await addGiftCard('6035000011112222', 'sakura01');
    await expect(bag.getByText('Gift Card **** 2222')).toBeVisible();
    await expectServerTotals(bag, 'R$\u00a0102,80');
    await expect(bag.getByTestId('gift-card-debitado')).toHaveText(['- R$\u00a050,00']);
    await addGiftCard('6035000033334444', 'sakura02');
    await expect(bag.getByText('Gift Card **** 4444')).toBeVisible();
    await expectServerTotals(bag, 'R$\u00a00,00');
    await expect(bag.getByTestId('gift-card-debitado')).toHaveText(['- R$\u00a050,00', '- R$\u00a0102,80']);
    expect(serverTotals?.gifts_cards.map((card) => card.valor_debitado.texto)).toEqual([
      'R$\u00a050,00',
      'R$\u00a0102,80',
    ]);
    await gift.getByRole('button', { name: 'Adicionar outro Gift Card' }).click();
    await expect(toast(page, 'O valor do carrinho já foi totalmente coberto.')).toBeVisible();

    // GA4 ecommerce events.
    const events = await page.evaluate(() =>
      (window.dataLayer as { event?: string }[]).map((entry) => entry.event).filter(Boolean),
    );
    for (const event of ['view_item', 'add_to_cart', 'view_cart', 'remove_from_cart'])
      expect(events).toContain(event);
  });

  test('an applied coupon keeps its label and amount on one line; a long code is cut short', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const user = await signUpByApi(request, { nome: 'Caio Mori', celular: freshPhone(testInfo, 7) });
    await acceptCookies(page);
    await chooseStore(page, user);
    await pinStoreStatus(page, () => 'aberta');
    await page.goto('/tabs/cardapio');
    // five at R$ 18,90: over the coupon's R$ 80,00 minimum
    const product = await openProductFromMenu(page, 'Niguiri de Atum 2 unidades');
    const more = product.getByRole('button', { name: 'Aumentar quantidade de Niguiri de Atum 2 unidades' });
    for (let i = 1; i < 5; i += 1) await more.click();
    await product.getByRole('button', { name: /^Adicionar R\$\s94,50$/ }).click();
    const bag = await openBag(page);

    const coupon = bag.locator('section[aria-labelledby="cupom-titulo"]');
    await coupon.getByLabel('Código do cupom').fill('HANAMI15');
    await coupon.getByRole('button', { name: 'Utilizar' }).click();
    const applied = coupon.getByRole('status');
    await expect(applied).toContainText('Cupom aplicado');
    expect(await lineOf(applied, ['Cupom aplicado', 'R$ 15,00'])).toBe('one line');
    const discount = bag.locator('.summary__row--discount');
    await expect(bag.getByTestId('desconto')).toHaveText('- R$\u00a015,00');
    expect(await lineOf(discount, ['Desconto', 'HANAMI15', 'R$ 15,00'])).toBe('one line');

    // A code as long as a campaign's: the code gives way, the amount stays beside the label.
    const longCode = 'ANIVERSARIOHANAMISUSHIASANORTE2026';
    await page.route('**/api/carrinho/calcular', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.data?.cupom) body.data.cupom.cupom = longCode;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/tabs/cardapio');
    const reopened = await openBag(page);
    const code = reopened.getByText(longCode);
    await expect(code).toBeVisible();
    const row = reopened.locator('.summary__row--discount');
    expect(await lineOf(row, ['Desconto', 'R$ 15,00'])).toBe('one line');
    // read once the modal has settled: its content now arrives while it is still opening
    await expect
      .poll(() =>
        row.evaluate((element) => {
          const amount = element.querySelector('dd')?.getBoundingClientRect();
          return amount !== undefined && amount.right <= element.getBoundingClientRect().right + 1;
        }),
      )
      .toBe(true);
    await expect.poll(() => code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('closed store, empty bag and the visitor’s bag', async ({ page }) => {
    test.setTimeout(90_000);
    let status: 'aberta' | 'fechada' = 'fechada';
    await acceptCookies(page);
    await chooseStore(page);
    await pinStoreStatus(page, () => status);

    // a link to the bag opens it (a page on a phone, the modal over the menu on a desktop): empty, it says so
    await page.goto('/sacola');
    await expect(toast(page, 'Seu carrinho está vazio.')).toBeVisible();
    await expect(page).toHaveURL(/\/tabs\/cardapio$/);

    let product = await openProductFromMenu(page, 'Missoshiru');
    await expect(product.getByText('Restaurante fechado no momento.')).toBeVisible();
    await expect(product.getByRole('button', { name: /^Adicionar R\$/ })).toBeDisabled();
    await expectAccessible(page);

    status = 'aberta';
    await page.goto('/tabs/cardapio');
    product = await openProductFromMenu(page, 'Missoshiru');
    await product.getByRole('button', { name: /^Adicionar R\$\s14,90$/ }).click();
    const bag = await openBag(page);
    await expect(bag.getByRole('button', { name: 'Faça login para continuar' })).toBeVisible();

    // with something in it, a link to /sacola shows the bag: on a desktop, the modal over the menu
    await page.goto('/sacola');
    await expect(bagScreen(page).getByRole('heading', { name: 'Itens' })).toBeVisible();
    await expect(bagScreen(page).getByText('Missoshiru')).toBeVisible();
    if (isDesktop(page)) await expect(page).toHaveURL(/\/tabs\/cardapio$/);
    await expect(bag.getByLabel('Código do cupom')).toHaveCount(0);
    await expect(bag.getByTestId('total')).toBeVisible();
    await expectAccessible(page);
    await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(toast(page, 'Faça login para fechar seu pedido.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // tabs/gift-card: a balance check, and the form's own checks.
    await page.goto('/tabs/gift-card');
    await page.getByRole('button', { name: 'Consultar saldo' }).click();
    await expect(page.getByText('O campo número é obrigatório!')).toBeVisible();
    await page.getByLabel('Número do Gift Card').fill('6035000033334444');
    await page.getByLabel('Senha').fill('sakura02');
    await page.getByRole('button', { name: 'Consultar saldo' }).click();
    await expect(page.getByText('R$\u00a0200,00')).toBeVisible();
    await expect(page.getByText('Válido até 31/12/2030')).toBeVisible();
    await expectAccessible(page);
  });
});

test('a product’s nutrition table: a page on a phone, a dialog over the product on a desktop', async ({
  page,
}) => {
  await acceptCookies(page);
  await chooseStore(page);
  await page.goto('/tabs/cardapio');
  const name = 'Combinado Tradicional 20 peças';
  const product = await openProductFromMenu(page, name);
  await product.getByRole('button', { name: 'Tabela nutricional' }).click();
  const facts = isDesktop(page)
    ? page.locator('ion-modal.app-modal--narrow')
    : page.locator('[data-route="/modal-tabela-nutricional"]:not(.ion-page-hidden)');
  await expect(facts.getByRole('heading', { level: 1, name: 'Tabela nutricional' })).toBeVisible();
  await expect(facts.getByText(name, { exact: true })).toBeVisible();
  await expect(facts.getByRole('table')).toContainText('Porção:');
  if (isDesktop(page)) {
    await expect(page.getByRole('dialog', { name: 'Tabela nutricional' })).toBeVisible();
    await facts.getByRole('button', { name: 'Fechar' }).click();
    await expect(facts).toBeHidden();
    // it opens again after closing (the modal stays mounted)
    await product.getByRole('button', { name: 'Tabela nutricional' }).click();
    await expect(facts.getByRole('table')).toBeVisible();
    await facts.getByRole('button', { name: 'Fechar' }).click();
    await expect(facts).toBeHidden();
  } else {
    await facts.getByRole('button', { name: 'Voltar' }).click();
  }
  await expect(product.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a product or bag link paints its screen's frame from the page, then the app's screen takes its place", async ({
  page,
}) => {
  const frame = page.locator('#comanda-primeira-tela-copia');
  await acceptCookies(page);
  await chooseStore(page);
  await page.addInitScript(({ key }) => localStorage.setItem(key, JSON.stringify({ cod: 2005 })), {
    key: `${STORAGE_PREFIX}produto`,
  });

  // without the app's scripts: what the page alone paints (phones only: a desktop opens these in the menu's modal)
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/sacola');
  if (isDesktop(page)) await expect(frame).toBeHidden();
  else await expect(frame.locator('.screen-frame__bar')).toHaveText('Sacola');
  await page.goto('/produto');
  const framePicture = isDesktop(page) ? null : await frame.locator('.screen-frame__picture').boundingBox();
  if (isDesktop(page)) await expect(frame).toBeHidden();
  else expect(framePicture?.height).toBeGreaterThan(200);

  // with them: the app's screen (a desktop is sent to the menu), its picture where the frame kept its place, and the
  // frame gone
  await page.unroute('**/assets/*.js');
  await page.goto('/produto');
  const heading = isDesktop(page)
    ? page.getByRole('heading', { level: 1, name: 'Cardápio', exact: true })
    : productScreen(page).getByRole('heading', { level: 1, name: 'Niguiri de Atum 2 unidades' });
  await expect(heading).toBeVisible();
  await expect(frame).toHaveCount(0);
  if (framePicture)
    expect(await productScreen(page).locator('.product__media').boundingBox()).toEqual(framePicture);
});

test.describe('a browser without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('gets the page’s message on a product or bag link, not the frame over it', async ({ page }) => {
    for (const path of ['/produto', '/sacola']) {
      await page.goto(path);
      // the message is drawn (locators do not read <noscript>); the frame, which would cover it, is not
      expect(await page.content()).toContain(
        '<noscript>Ative o JavaScript para pedir na Hanami Sushi.</noscript>',
      );
      await expect(page.locator('#comanda-primeira-tela-copia')).toBeAttached();
      await expect(page.locator('#comanda-primeira-tela-copia')).toBeHidden();
    }
  });
});
