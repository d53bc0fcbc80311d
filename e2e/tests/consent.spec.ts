import { expect, test } from '@playwright/test';
import { STORAGE_PREFIX } from './support.ts';

test('the cookie banner shows until OK, and stays hidden after a reload', async ({ page }) => {
  await page.goto('/tabs/cardapio');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('cookies estritamente necessários');
  await expect(banner.getByRole('link', { name: /Política de privacidade/i })).toBeVisible();

  await banner.getByRole('button', { name: 'OK' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate((k) => localStorage.getItem(k), `${STORAGE_PREFIX}aceitaCookies`)).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
});

test('the privacy policy opens as a page on mobile and as a modal on desktop', async ({ page }) => {
  await page.goto('/tabs/cardapio');
  await page
    .getByRole('region', { name: 'Aviso de cookies' })
    .getByRole('link', { name: /Política de privacidade/i })
    .click();
  const desktop = (page.viewportSize()?.width ?? 0) >= 768;
  if (desktop) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  } else {
    await expect(page).toHaveURL(/\/tabs\/politicas-privacidade$/);
  }
  await expect(page.getByRole('heading', { name: /Política de privacidade/i }).first()).toBeVisible();
});
