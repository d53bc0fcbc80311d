import { expect, type Locator, type Page, test } from '@playwright/test';
import { DELIVERY_ADDRESS, freshPhone, isDesktop, openAs, screenOf, signUpByApi, toast } from './support.ts';

/** The visible box of the toast showing `message` (its wrapper is in the toast's shadow root). */
const toastBox = (page: Page, message: string): Locator =>
  page.locator('ion-toast').filter({ hasText: message }).locator('.toast-wrapper');

test('an expired session says so once: the alert, without a login toast on top of it', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUpByApi(request, { nome: 'Caio Reis', celular: freshPhone(testInfo, 30) });
  // The access token no longer verifies (as after a logout everywhere): the next call is refused.
  await openAs(
    page,
    { ...user, jwt: `${user.jwt.slice(0, -4)}AAAA`, refresh_token: 'revogado' },
    DELIVERY_ADDRESS,
  );
  await page.goto('/tabs/historico');

  const alert = page.locator('ion-alert');
  await expect(alert.getByText('Sessão expirada')).toBeVisible();
  await expect(alert.getByText('Faça login novamente para renovar sua sessão.')).toBeVisible();
  // the login guard's toast would have come with the redirect: give it the time it took before
  await page.waitForTimeout(1500);
  await expect(toast(page, 'Faça login para continuar!!!')).toHaveCount(0);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a toast sits below the screen’s header: the title and the back button stay visible', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUpByApi(request, { nome: 'Dora Lins', celular: freshPhone(testInfo, 31) });
  await openAs(page, user, DELIVERY_ADDRESS);
  await page.getByRole('button', { name: 'Combinado Tradicional 20 peças', exact: true }).first().click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await expect(
    product.getByRole('heading', { level: 1, name: 'Combinado Tradicional 20 peças' }),
  ).toBeVisible();
  // the sauce is required: adding at once is refused with a toast
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  const message = 'Por favor preencha todos os campos.';
  await expect(toast(page, message)).toBeVisible();
  const headerBox = await product.locator('ion-header').first().boundingBox();
  expect(headerBox).toBeTruthy();
  // once it has slid in, the toast rests below the header
  await expect
    .poll(async () => (await toastBox(page, message).boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
  if (!isDesktop(page)) await expect(product.getByRole('button', { name: 'Voltar' })).toBeVisible();
});
