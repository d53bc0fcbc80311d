import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { acceptCookies } from './support.ts';

// Screens a visitor reaches directly; the logged-in ones are checked inside the account journey.
const VISITOR_SCREENS = [
  '/login',
  '/login-telefone',
  '/login-email',
  '/esqueci-senha-um',
  '/tabs/gift-card',
  '/tabs/politicas-privacidade',
  '/tabs/reservas',
];

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const path of VISITOR_SCREENS) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
