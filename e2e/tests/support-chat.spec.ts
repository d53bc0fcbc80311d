import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  boardKey,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  ORDER_STORE,
  openAs,
  placeOrderByApi,
  routeScreen,
  screenOf,
} from './support.ts';

/**
 * The built-in support chat (issue 28): the customer writes to the store from the app — from 'Fale conosco' or from
 * an order, which is attached — and the store's team answers from its board at /operador; both sides live.
 */

const chatOf = (page: Page): Locator => screenOf(page, 'app-modal--support', '/atendimento');

async function cashOrderOf(request: APIRequestContext, nome: string, celular: string) {
  const { user, address } = await customerWithAddress(request, nome, celular);
  const order = await placeOrderByApi(request, user, address, { tipo: 'dinheiro' });
  return { user, address, pedidoId: order.id };
}

async function openBoard(page: Page, key: string): Promise<void> {
  await page.goto('/operador');
  await page.getByLabel('Chave da loja').fill(key);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_STORE.nome })).toBeVisible();
}

test('a customer writes about an order and the store answers from its board, both live', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const nome = `Cliente Chat ${testInfo.project.name}`;
  const { user, address, pedidoId } = await cashOrderOf(request, nome, freshPhone(testInfo));
  await openAs(page, user, address, `/tabs/detalhes-pedido?pedidoId=${pedidoId}`);
  await routeScreen(page, '/tabs/detalhes-pedido').getByRole('button', { name: 'Falar com a loja' }).click();

  const chat = chatOf(page);
  await expect(chat.getByRole('heading', { name: ORDER_STORE.nome })).toBeVisible();
  await expect(chat.getByText(`Sobre o pedido #${pedidoId}`)).toBeVisible();
  await expect(chat.getByText('Nenhuma mensagem ainda. Como podemos ajudar?')).toBeVisible();
  await chat.getByLabel('Sua mensagem').fill('Vocês podem mandar hashi extra?');
  await chat.getByLabel('Sua mensagem').press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByText('Vocês podem mandar hashi extra?')).toBeVisible();
  await expect(chat.getByLabel('Sua mensagem')).toHaveValue('');
  await expectAccessible(page);

  const board = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await openBoard(board, await boardKey(request));
  const chatButton = board.getByRole('button', { name: /^Atendimento/ });
  await expect(chatButton).toContainText(/[1-9]/);
  await chatButton.click();
  await board.getByRole('button', { name: new RegExp(nome) }).click();
  const panel = board.getByRole('complementary');
  await expect(panel.getByRole('heading', { name: nome })).toBeVisible();
  await expect(panel.getByText(`Pedido #${pedidoId}`)).toBeVisible();
  await expect(panel.getByRole('log').getByText('Vocês podem mandar hashi extra?')).toBeVisible();
  await expectAccessible(board);
  await panel.getByLabel('Resposta').fill('Claro! Vai junto com o pedido.');
  await panel.getByRole('button', { name: 'Responder' }).click();
  await expect(panel.getByRole('log').getByText('Claro! Vai junto com o pedido.')).toBeVisible();
  await expect(panel.getByLabel('Resposta')).toHaveValue('');

  // the answer reaches the customer's open chat without a reload, and the customer's next message reaches the board
  await expect(log.getByText('Claro! Vai junto com o pedido.')).toBeVisible();
  await chat.getByLabel('Sua mensagem').fill('Obrigada!');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.getByRole('log').getByText('Obrigada!')).toBeVisible();
  await board.context().close();
});

test('the ‘Fale conosco’ button sits where §2 puts it and opens the chat with the customer’s store', async ({
  page,
  request,
}, testInfo) => {
  const { user, address } = await customerWithAddress(request, 'Cliente Botão', freshPhone(testInfo));
  await openAs(page, user, address);
  const button = page.getByRole('button', { name: 'Fale conosco' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isDesktop(page)) {
    expect(viewport.width - (box.x + box.width)).toBeCloseTo(16, 0);
    expect(viewport.height - (box.y + box.height)).toBeCloseTo(100, 0);
  } else {
    expect([box.width, box.height]).toEqual([130, 60]);
    expect(viewport.width - (box.x + box.width)).toBeCloseTo(20, 0);
    expect(viewport.height - (box.y + box.height)).toBeCloseTo(70, 0);
  }
  await button.click();
  const chat = chatOf(page);
  await expect(chat.getByRole('heading', { name: ORDER_STORE.nome })).toBeVisible();
  await chat.getByLabel('Sua mensagem').fill('   ');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.locator('ion-toast').getByText('Escreva sua mensagem.')).toBeVisible();
  await expectAccessible(page);
});

test('a visitor is asked to log in before chatting', async ({ page }) => {
  await openAs(page, null, null, '/atendimento');
  const chat = routeScreen(page, '/atendimento');
  await expect(chat.getByText('Faça login para conversar com a loja.')).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Fazer login' })).toBeVisible();
});
