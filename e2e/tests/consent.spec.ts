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

test('the banner never covers the policy: on desktop it sits under the modal and its backdrop', async ({
  page,
}) => {
  await page.goto('/tabs/cardapio');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('link', { name: /Política de privacidade/i }).click();
  const desktop = (page.viewportSize()?.width ?? 0) >= 768;
  const document = page.getByRole('article', { name: 'Política de privacidade' });
  await expect(document).toBeVisible();
  if (!desktop) {
    // the page scrolls its last section clear of the banner
    await document.getByRole('heading', { name: /Alterações desta política/ }).scrollIntoViewIfNeeded();
    const last = await document.getByText(/Última atualização/).boundingBox();
    const bar = await banner.boundingBox();
    expect(last && bar && last.y + last.height <= bar.y).toBe(true);
    return;
  }
  const topmost = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => {
        const hit = window.document.elementFromPoint(px, py);
        return {
          inBanner: Boolean(hit?.closest('.cookie-banner')),
          inModal: Boolean(hit?.closest('ion-modal')),
        };
      },
      [x, y] as const,
    );
  // measured again until the modal has finished coming in (its box moves while it animates): the banner's button
  // is under the backdrop, and the modal's own lower edge is the modal's
  const onTop = (point: () => Promise<{ x: number; y: number } | null>) =>
    expect.poll(async () => {
      const at = await point();
      return at && topmost(at.x, at.y);
    });
  const okButton = banner.getByRole('button', { name: 'OK' });
  await onTop(async () => {
    const ok = await okButton.boundingBox();
    return ok && { x: ok.x + ok.width / 2, y: ok.y + ok.height / 2 };
  }).toEqual({ inBanner: false, inModal: true });
  await onTop(async () => {
    const modal = await page.getByRole('dialog').boundingBox();
    return modal && { x: modal.x + modal.width / 2, y: modal.y + modal.height - 8 };
  }).toEqual({ inBanner: false, inModal: true });
});

test('the terms of use: a page, whose policy link is a page on mobile and the modal on desktop', async ({
  page,
}) => {
  await page.goto('/tabs/termos-uso');
  const terms = page.getByRole('article', { name: 'Termos de uso' });
  await expect(terms.getByRole('heading', { name: '3. Pedidos e preços' })).toBeVisible();
  await expect(terms).toContainText('só pode ser cancelado pelo restaurante');
  await terms.getByRole('link', { name: 'política de privacidade' }).click();
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const policy = page.locator('ion-modal.app-modal').filter({ hasText: 'O controlador dos dados é' });
    await expect(policy.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
    await expect(page).toHaveURL(/\/tabs\/termos-uso$/);
    await policy.getByRole('button', { name: 'Fechar' }).click();
    await expect(policy).toBeHidden();
  } else {
    await expect(page).toHaveURL(/\/tabs\/politicas-privacidade$/);
    await expect(page.getByRole('article', { name: 'Política de privacidade' })).toContainText(
      'encarregado de proteção de dados',
    );
  }
});
