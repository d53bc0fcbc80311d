import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { ALWAYS_OPEN_STORE, WHATSAPP_BOT_KEY } from './tests/support.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  },
};

/** Every run starts the production server on a brand-new data directory: migrated and seeded from scratch. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'comanda-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * The demo catalogue, except that store 2 (Hanami Sushi Asa Norte) never closes: placing an order needs an open
 * store, and the suite runs at any hour. Opening hours themselves are proven by the API suite; the other stores keep
 * theirs (the restaurant pages show store 1's real week).
 */
const catalogFile = join(dataDir, 'catalog.json');
const catalog = JSON.parse(
  readFileSync(new URL('../apps/api/catalog/hanami-sushi.json', import.meta.url), 'utf8'),
);
for (const store of catalog.stores)
  if (store.id === ALWAYS_OPEN_STORE) {
    store.horarios = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' }));
    store.feriados = [];
  }
writeFileSync(catalogFile, JSON.stringify(catalog));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  // The service worker answers the catalogue and the shell from its caches, out of page.route's reach: the specs
  // that are about it (offline, push) allow it with test.use({ serviceWorkers: 'allow' }).
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    // Ionic's page transitions are off for a customer who asks for less motion (App.tsx): most specs are about
    // what a screen shows and does, not its slide, and each slide costs the two cores time to draw and the test
    // time to wait. The specs that move between screens most (menu, routing, orders) keep the slides on.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'mobile',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // the native project's check has no screen: it runs once, with the desktop project
      testIgnore: /native-project\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
      // a Pix's expiry is the server's clock and the live stream, the same at any width: it waits its minute once,
      // on the phone
      grepInvert: /a Pix left unpaid cancels itself at expiry/,
    },
  ],
  webServer: {
    command: 'npm run start -w @comanda/api',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_CATALOG: catalogFile,
      // A Pix left unpaid cancels itself within the test's time; waiting payments are settled every second.
      PIX_EXPIRY_SECONDS: '60',
      PAYMENT_RECONCILE_INTERVAL_MS: '1000',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // every spec logs in from 127.0.0.1: per-IP limits are proven by the API suite, not here
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_CODE_SENDS_PER_HOUR: '1000',
      // the brand's WhatsApp bot (tests/whatsapp.spec.ts asks for its links)
      WHATSAPP_BOT_API_KEY: WHATSAPP_BOT_KEY,
    },
  },
});
