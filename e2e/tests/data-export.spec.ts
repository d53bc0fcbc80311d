import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  APPROVED_CARD,
  customerWithAddress,
  DELIVERY_ADDRESS,
  expectAccessible,
  freshPhone,
  openAs,
  placeOrderByApi,
  routeScreen,
  saveCard,
  toast,
} from './support.ts';

test('Minha conta › Seus dados downloads the customer’s own data as JSON, none of another customer’s', async ({
  page,
  request,
}, testInfo) => {
  const mine = await customerWithAddress(request, 'Beatriz Nogueira', freshPhone(testInfo, 0), {
    ...DELIVERY_ADDRESS,
    apelido: 'Casa da Beatriz',
  });
  const card = await saveCard(request, mine.user, APPROVED_CARD, 'Cartão da Bia');
  const order = await placeOrderByApi(request, mine.user, mine.address, { tipo: 'dinheiro' });
  const theirs = await customerWithAddress(request, 'Caio Teixeira', freshPhone(testInfo, 1), {
    ...DELIVERY_ADDRESS,
    apelido: 'Apartamento do Caio',
    complemento: 'Bloco do Caio',
  });
  const theirOrder = await placeOrderByApi(request, theirs.user, theirs.address, { tipo: 'dinheiro' });

  await openAs(page, mine.user, mine.address, '/tabs/perfil');
  await page.getByRole('link', { name: 'Minha conta' }).click();
  const screen = routeScreen(page, '/tabs/minha-conta');
  const section = screen.getByRole('region', { name: 'Seus dados' });
  const button = section.getByRole('button', { name: 'Baixar meus dados' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await expectAccessible(page, '[data-route="/tabs/minha-conta"] .account-section');
  await section.screenshot({
    path: testInfo.outputPath(`minha-conta-seus-dados-${testInfo.project.name}.png`),
  });
  await page.screenshot({ path: testInfo.outputPath(`minha-conta-${testInfo.project.name}.png`) });

  // The request is held until the screen has shown that it is preparing the file.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cliente/exportacao', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await button.click();
  await expect(section.getByRole('status')).toHaveText('Preparando seus dados…');
  await expect(button).toBeDisabled();
  await section.screenshot({
    path: testInfo.outputPath(`minha-conta-preparando-${testInfo.project.name}.png`),
  });
  release();
  const download = await downloading;
  await expect(button).toBeEnabled();
  expect(download.suggestedFilename()).toMatch(/^comanda-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(toast(page, 'Pronto! Seus dados foram baixados.')).toBeVisible();
  const text = readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text);

  expect(data.perfil).toMatchObject({ nome: 'Beatriz Nogueira', celular: mine.user.celular });
  expect(data.enderecos).toEqual([
    expect.objectContaining({ id: mine.address.id, apelido: 'Casa da Beatriz' }),
  ]);
  expect(data.pedidos.map((placed: { id: number }) => placed.id)).toEqual([order.id]);
  expect(data.pedidos[0].total).toEqual(order.total);
  expect(data.cartoes).toEqual([
    expect.objectContaining({ id: card.id, final: '0010', apelido: 'Cartão da Bia' }),
  ]);
  expect(data.notificacoes.length).toBeGreaterThan(0);
  for (const other of ['Caio Teixeira', theirs.user.celular, 'Apartamento do Caio', 'Bloco do Caio'])
    expect(text).not.toContain(other);
  expect(text).not.toContain(`Pedido #${theirOrder.id}`);
  expect(text).not.toContain(APPROVED_CARD);
});
