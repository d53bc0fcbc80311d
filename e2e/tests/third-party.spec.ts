import { expect, test } from '@playwright/test';
import { serveThirdPartyOrigin, startThirdPartyServer, type ThirdPartyOrigin } from './third-party-server.ts';

// ADR 0172: nothing non-essential before the cookie banner's OK, the brand's scripts right after it.
const suitePort = Number(process.env.E2E_PORT ?? 3210);
const APP_PORT = suitePort + 7;
const SCRIPTS_PORT = suitePort + 8;

let scripts: ThirdPartyOrigin;
let app: { origin: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(200_000);
  scripts = await serveThirdPartyOrigin(SCRIPTS_PORT);
  app = await startThirdPartyServer(APP_PORT, scripts.origin);
});
test.afterAll(async () => {
  await app?.stop();
  await scripts?.close();
});

test('the brand’s scripts load only after the cookie banner’s OK, with the data layer kept', async ({
  page,
}) => {
  scripts.asked.length = 0;
  const requests: string[] = [];
  const scriptsRun: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
    if (request.resourceType() === 'script') scriptsRun.push(request.url());
  });
  const toThirdParty = () => requests.filter((url) => url.startsWith(scripts.origin));

  const response = await page.goto(`${app.origin}/tabs/cardapio`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self'`);
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(scripts.origin);

  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toContainText('cookies estritamente necessários');
  // the shell's third-party host has run and been told "no" (its loaders are imported, not just prefetched)
  await expect.poll(() => scriptsRun.some((url) => /\/load-third-parties-[^/]+\.js$/.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(toThirdParty()).toEqual([]);
  expect(scripts.asked).toEqual([]);
  expect(requests.some((url) => url.endsWith('/api/tag'))).toBe(false);
  // only the essential cookie: the CSRF token (§7)
  const cookieNames = (await page.evaluate(() => document.cookie))
    .split(';')
    .map((cookie) => cookie.trim().split('=')[0])
    .filter(Boolean);
  expect(cookieNames.every((name) => name === 'XSRF-TOKEN')).toBe(true);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(
    cookieNames.length ? ['XSRF-TOKEN'] : [],
  );

  await banner.getByRole('button', { name: 'OK' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as { fingerprintRan?: boolean }).fingerprintRan))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as { tagManagerSaw?: string[] }).tagManagerSaw))
    .toEqual(expect.arrayContaining(['page_view', 'gtm.js']));
  // the support widget is loaded with its launcher hidden: the app draws its own 'Fale conosco'
  await expect
    .poll(() => page.evaluate(() => (window as { zendeskCalls?: unknown[][] }).zendeskCalls))
    .toContainEqual(['messenger', 'hide']);
  expect(requests.some((url) => url.endsWith('/api/tag'))).toBe(true);
  expect(toThirdParty().sort()).toEqual([
    `${scripts.origin}/fingerprint.js`,
    `${scripts.origin}/gtm.js?id=GTM-E2E`,
    `${scripts.origin}/snippet.js?key=e2e-zendesk-key`,
  ]);
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_path: '/tabs/cardapio' }),
  );

  // consent is remembered: the next visit loads them without asking again
  scripts.asked.length = 0;
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as { fingerprintRan?: boolean }).fingerprintRan))
    .toBe(true);
  await expect(banner).toBeHidden();
  expect(scripts.asked).toEqual(expect.arrayContaining(['/gtm.js', '/fingerprint.js', '/snippet.js']));

  // and withdrawn from the privacy policy: the tools' cookies go, the page comes back without them, the banner asks
  await page.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the tag manager writing its cookie
    document.cookie = '_ga=GA1.1.42.42; Path=/';
  });
  await page.goto(`${app.origin}/tabs/politicas-privacidade`);
  const withdraw = page.getByRole('button', { name: 'Retirar consentimento' });
  await expect(withdraw).toBeVisible();
  scripts.asked.length = 0;
  requests.length = 0;
  await withdraw.click();
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=');
  expect(await page.evaluate(() => localStorage.getItem('hanami-aceitaCookies'))).toBeNull();
  expect(scripts.asked).toEqual([]);
  expect(toThirdParty()).toEqual([]);
});
