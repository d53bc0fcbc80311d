import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  routeScreen,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

const ROUTE = '/tabs/notificacoes';

/** More order updates than a phone's screen holds, as GET /api/notificacoes answers them (newest first). */
const HISTORY = Array.from({ length: 12 }, (_, index) => ({
  id: 100 - index,
  dia: '14/03/2026',
  hora: `${String(21 - index).padStart(2, '0')}:05`,
  titulo: index % 2 === 0 ? 'Pedido saiu para entrega' : 'Pedido confirmado',
  mensagem: `Seu pedido nº ${4210 - index} mudou de status. Toque para acompanhar os detalhes.`,
}));

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a history longer than the screen can be scrolled by keyboard and has no serious accessibility problems', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpByApi(request, { nome: 'Nina Avisos', celular: freshPhone(testInfo, 6) });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}usuario`,
    JSON.stringify(session),
  ] as const);
  // The history itself (written on each order update) is proven by the API suite; its length is what matters here.
  await page.route('**/api/notificacoes', (route) =>
    route.fulfill({ json: { status: 'success', message: '', data: HISTORY } }),
  );
  await page.goto(ROUTE);
  const screen = routeScreen(page, ROUTE);
  await expect(screen.getByRole('listitem')).toHaveCount(HISTORY.length);
  await expectAccessible(page, `[data-route="${ROUTE}"]`);

  const history = screen.getByRole('list', { name: 'Histórico de notificações' });
  await history.focus();
  await page.keyboard.press('End');
  await expect(history.getByRole('heading', { name: HISTORY.at(-1)?.titulo }).last()).toBeInViewport();
});
