import { expect, test } from '@playwright/test';
import { LOGGED_IN_ROUTES, MODAL_ROUTES, OPEN_ROUTES } from './routes.ts';
import { acceptCookies, isDesktop } from './support.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const path of OPEN_ROUTES) {
  test(`open route ${path} shows its own screen`, async ({ page }) => {
    await page.goto(path);
    // A step of a multi-step flow opened without its earlier steps may send the visitor to the flow's start;
    // what must not happen is the unknown-route fallback to the menu.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/cardapio') expect(page.url()).toMatch(/\/(tabs\/)?cardapio$/);
    else expect(page.url()).not.toMatch(/\/tabs\/cardapio$/);
  });
}

test('modal-style routes are pages on mobile only', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of MODAL_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(isDesktop(page) ? /\/tabs\/cardapio$/ : new RegExp(`${path}$`));
  }
});

test('every logged-in route sends a visitor to login', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of LOGGED_IN_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});
