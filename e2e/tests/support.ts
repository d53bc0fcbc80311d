import type { Page } from '@playwright/test';

/** The brand's localStorage prefix (apps/web/src/config/brand.ts). */
export const STORAGE_PREFIX = 'hanami-';

/** Marks cookies as accepted before the app loads, for tests about something else. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, 'true'),
    `${STORAGE_PREFIX}aceitaCookies`,
  );
}

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 768;
