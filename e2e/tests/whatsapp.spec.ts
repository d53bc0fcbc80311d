import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  APPROVED_CARD,
  acceptCookies,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  openAs,
  orderOf,
  pickCard,
  saveCard,
  screenOf,
  storedItem,
  toast,
  WHATSAPP_BOT_KEY,
} from './support.ts';

// The WhatsApp channel (docs/whatsapp.md): the brand's bot asks for a single-use link, the customer opens it, the
// app marks the purchase as WhatsApp's (canal-compra) and the order placed records it.

async function botLink(request: APIRequestContext, celular: string, nome: string): Promise<string> {
  const answer = await request.post('/api/whatsapp/conversa', {
    headers: { 'X-Api-Key': WHATSAPP_BOT_KEY },
    data: { celular, nome, endereco: { cep: '70862020', logradouro: 'SQN 210 Bloco B', numero: '101' } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return new URL((await answer.json()).data.url).pathname;
}

const whatsappScreen = (page: Page) => page.locator('[data-route="/whatsapp/:uuid"]:not(.ion-page-hidden)');

test('a visitor opens the bot’s link once: the channel is set, the phone pre-filled, a second open refused', async ({
  page,
  request,
}, testInfo) => {
  const celular = freshPhone(testInfo, 1);
  const link = await botLink(request, celular, 'Rita Sato');
  await acceptCookies(page);
  await page.goto(link);
  const screen = whatsappScreen(page);
  await expect(screen.getByRole('heading', { name: 'Olá, Rita!' })).toBeVisible();
  await expect(screen.getByText('entre com o seu celular para finalizar', { exact: false })).toBeVisible();
  expect(await storedItem(page, 'canal-compra')).toBe('whatsapp');
  await expectAccessible(page);

  await screen.getByRole('link', { name: 'Entrar para pedir' }).click();
  await expect(page).toHaveURL(/\/login-telefone$/);
  const phone = page.getByLabel('Celular');
  await expect(phone).toHaveValue(celular);

  await page.goto(link);
  await expect(
    whatsappScreen(page).getByText('Este link do WhatsApp já foi usado. Peça um novo link na conversa.'),
  ).toBeVisible();
  await expect(whatsappScreen(page).getByRole('link', { name: 'Ver cardápio' })).toBeVisible();
});

test('a customer who came through the WhatsApp link places an order that records the channel', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const celular = freshPhone(testInfo, 2);
  const { user, address } = await customerWithAddress(request, 'Davi Ono', celular);
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await openAs(page, user, address, await botLink(request, celular, 'Davi Ono'));
  const screen = whatsappScreen(page);
  await expect(screen.getByRole('heading', { name: 'Olá, Davi!' })).toBeVisible();
  await screen.getByRole('link', { name: 'Ver cardápio' }).click();

  await page.getByRole('button', { name: 'Dorayaki', exact: true }).first().click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, '0010');
  const placing = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/pedido'),
  );
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  expect((await placing).postDataJSON()).toMatchObject({ canal: 'whatsapp' });
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  const pedidoId = Number(new URL(page.url()).searchParams.get('pedidoId'));
  expect(await orderOf(request, user, pedidoId)).toMatchObject({ canal: 'whatsapp' });
  // the page views after the link are measured apart (§2 Root shell)
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).toContain('page_view_whatsapp');
});
