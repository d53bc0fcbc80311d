import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

/** The brand's localStorage prefix (apps/web/src/config/brand.ts). */
export const STORAGE_PREFIX = 'hanami-';

/** The store the suite's server keeps open around the clock (playwright.config.ts): orders are placed there. */
export const ALWAYS_OPEN_STORE = 2;

/** Marks cookies as accepted before the app loads, for tests about something else. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, 'true'),
    `${STORAGE_PREFIX}aceitaCookies`,
  );
}

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 768;

/**
 * axe-core finds nothing serious or critical on the page, or within `include` when given. It waits until no
 * finite animation has run for a moment first: a page fading out is half transparent, which axe would report as
 * low contrast.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // Quiet for a quarter of a second: a transition that is about to start (the page that has just been pushed
  // is visible before the leaving one starts fading) must not be taken for the end of one.
  await page.evaluate(() => {
    delete (window as { quietSince?: number }).quietSince;
  });
  await page.waitForFunction(
    () => {
      const state = window as { quietSince?: number };
      const busy = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (busy) {
        state.quietSince = undefined;
        return false;
      }
      state.quietSince ??= performance.now();
      return performance.now() - state.quietSince >= 250;
    },
    undefined,
    { polling: 50 },
  );
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Both projects share one server and database: every customer gets a number of its own. */
export function freshPhone(testInfo: TestInfo, n = 0): string {
  const digits = `${Date.now()}${testInfo.project.name === 'mobile' ? 1 : 2}${n}`.slice(-8);
  return `(61) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The logged-in customer as the app stores it under `usuario`. */
export interface Session {
  jwt: string;
  nome: string;
  celular: string;
  [key: string]: unknown;
}

/** Signs a new customer up through the accounts API (SMS code from the dev outbox); answers the stored session. */
export async function signUpByApi(
  request: APIRequestContext,
  customer: { nome: string; celular: string; senha?: string },
): Promise<Session> {
  const { celular } = customer;
  expect((await request.post('/api/auth/codigo', { data: { celular } })).ok()).toBe(true);
  let codigo = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?para=${encodeURIComponent(celular)}`);
      const body = (await response.json()) as { data: { codigo: string | null }[] };
      codigo = body.data.find((message) => message.codigo)?.codigo ?? '';
      return codigo;
    })
    .toMatch(/^\d{6}$/);
  const login = await request.post('/api/auth/login-telefone', { data: { celular, codigo } });
  const { data: ticket } = (await login.json()) as { data: { tipo: string; ticket: string } };
  expect(ticket.tipo).toBe('cadastro');
  const email = `${celular.replace(/\D/g, '')}@exemplo.com`;
  const signup = await request.post('/api/auth/cadastro', {
    data: { ticket: ticket.ticket, email, ...customer },
  });
  expect(signup.status()).toBe(201);
  const { data } = (await signup.json()) as {
    data: { usuario: Session; refresh_token: string; expira_em: number };
  };
  return {
    ...data.usuario,
    refresh_token: data.refresh_token,
    jwt_expira_em: Date.now() + data.expira_em * 1000,
  };
}
