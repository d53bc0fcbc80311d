import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { firstSignIn, member } from './backoffice-support.ts';
import {
  APPROVED_CARD,
  customerWithAddress,
  DELIVERY_ADDRESS,
  expectAccessible,
  freshPhone,
  isDesktop,
  openAs,
  orderOf,
  payWithCard,
  saveCard,
  screenOf,
  toast,
} from './support.ts';

/**
 * The catalogue's structure in the back office (issue 29): an admin creates a product with a photo and an option
 * group in the form, and a customer finds it on the menu, with the photo the upload made, and orders it.
 */

const PHOTO = fileURLToPath(new URL('../fixtures/temaki-macaricado.jpg', import.meta.url));

test('an admin creates a product with an option group and a photo; a customer orders it from the menu', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Temaki Maçaricado ${testInfo.project.name} ${Date.now().toString(36)}`;

  const admin = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  await firstSignIn(admin, await member(request, 'admin', []));
  await admin.getByRole('link', { name: 'Cardápio', exact: true }).click();
  await admin.getByRole('button', { name: 'Novo produto' }).click();
  const form = admin.getByRole('form', { name: 'Novo produto' });
  await expect(admin.getByRole('heading', { name: 'Novo produto' })).toBeFocused();

  // the photo first: kept by the API in the menu's sizes and previewed as the card draws it
  await form.getByLabel('Foto do produto').setInputFiles(PHOTO);
  await expect(form.locator('.bo-picture__frame img')).toHaveAttribute(
    'src',
    /^\/img\/enviadas\/[a-f0-9]{32}-card\.webp$/,
  );
  await form.getByLabel('Descrição da foto').fill('Temaki de salmão maçaricado com cebolinha');
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByLabel('Categoria').selectOption({ label: 'Temakis' });
  await form.getByLabel('Preço (R$)').pressSequentially('3290');
  await expect(form.getByLabel('Preço (R$)')).toHaveValue('32,90');
  await form.getByLabel('Descrição', { exact: true }).fill('Salmão maçaricado, cream cheese e cebolinha.');
  await form.getByRole('checkbox', { name: 'Peixe' }).check();

  // a group the customer must answer: one rice, the brown one for R$ 2,00 more
  await form.getByRole('button', { name: 'Adicionar grupo' }).click();
  await form.getByLabel('Nome do grupo').fill('Escolha o arroz');
  await form.getByLabel('Opção 1', { exact: true }).fill('Arroz branco');
  await form.getByLabel('Opção 2', { exact: true }).fill('Arroz integral');
  await form.getByLabel('Preço da opção 2 (R$)').pressSequentially('200');

  // a rule the API checks is shown beside its field: two choices of two options is fine, three is not
  await form.getByLabel('Máximo').fill('3');
  await form.getByRole('button', { name: 'Criar produto' }).click();
  await expect(form.getByLabel('Máximo')).toHaveAccessibleDescription(
    'O grupo permite mais escolhas do que tem opções.',
  );
  await form.getByLabel('Máximo').fill('1');
  await form.getByRole('button', { name: 'Criar produto' }).click();
  await expect(admin.getByText('Produto criado.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: `Editar ${name}` })).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: testInfo.outputPath('product-editor.png'), fullPage: true });
  // back on the catalogue: the product in its category, and the categories' panel
  await admin.getByRole('button', { name: 'Voltar ao cardápio' }).click();
  await admin.getByRole('searchbox', { name: 'Buscar produto' }).fill(name);
  await expect(admin.getByRole('button', { name: `Editar ${name}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Categorias' }).click();
  await expect(admin.getByLabel('Nome da categoria 1')).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: testInfo.outputPath('categories.png'), fullPage: true });
  // the catalogue file, downloaded: the product is in it as the form made it
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Baixar arquivo do catálogo' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalogo-4-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    products: Array<{ nome: string; preco: number; grupos: Array<{ nome: string }> }>;
  };
  expect(file.products.find((p) => p.nome === name)).toMatchObject({
    preco: 3290,
    grupos: [{ nome: 'Escolha o arroz' }],
  });

  // the customer: on the menu with the uploaded photo, the group to answer, and an order placed with it
  const { user, address } = await customerWithAddress(
    request,
    'Cliente Novo Produto',
    freshPhone(testInfo, 7),
    {
      ...DELIVERY_ADDRESS,
      lat: -15.7646,
      lng: -47.8773,
    },
  );
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await openAs(page, user, address);
  const card = page.getByRole('button', { name, exact: true }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(page.locator(`img[alt="Temaki de salmão maçaricado com cebolinha"]`).first()).toHaveAttribute(
    'src',
    /-card\.webp$/,
  );
  await card.click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await expect(product.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(product.getByText('Escolha o arroz')).toBeVisible();
  await product.getByLabel(/^Arroz integral/).check();
  await product.getByRole('button', { name: 'Adicionar R$ 34,90' }).click();
  await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByText(name)).toBeVisible();
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await expect(checkout.getByRole('heading', { name: 'Itens do pedido' })).toBeVisible();
  await payWithCard(page, checkout, '0010');
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  const order = await orderOf(request, user, Number(new URL(page.url()).searchParams.get('pedidoId')));
  expect(order).toMatchObject({
    itens: [
      expect.objectContaining({
        nome: name,
        qtd: 1,
        imagem: expect.stringMatching(/^\/img\/enviadas\/[a-f0-9]{32}\.webp$/),
        obrigatorios: [
          expect.objectContaining({
            opcional: 'Arroz integral',
            preco: expect.objectContaining({ valor: 200 }),
          }),
        ],
        preco: expect.objectContaining({ total: expect.objectContaining({ valor: 3490 }) }),
      }),
    ],
  });
  await admin.close();
});
