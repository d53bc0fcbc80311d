import { expect, test } from '@playwright/test';
import { acceptCookies } from './support.ts';

// with Ionic's page transitions, as a customer who has not asked for less motion sees them
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => acceptCookies(page));

test('an unknown path lands on the menu', async ({ page }) => {
  await page.goto('/isto/nao/existe');
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expect(page.getByText(/R\$\s?\d/).first()).toBeVisible();
});

test('the empty path lands on the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
});

test('a logged-in-only route tells a visitor to log in and goes to login', async ({ page }) => {
  await page.goto('/tabs/historico');
  await expect(page.getByText('Faça login para continuar!!!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the mobile-only guard sends desktop to the menu and lets mobile in', async ({ page }) => {
  await page.goto('/modal-generica');
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  } else {
    await expect(page).toHaveURL(/\/modal-generica$/);
  }
});
