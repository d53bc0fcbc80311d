import { expect, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  type Session,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

/** The screen on show: Ionic keeps the previous pages of the stack in the DOM, hidden. */
const screen = (page: Page) => page.locator('[data-route="/tabs/reservas"]');

const SLOT_FULL = 'Não há mais lugares neste horário. Escolha outro horário.';

/** The date and time chips show short texts and must be named by them (WCAG 2.5.3, label in name). */
const LABEL_IN_NAME = { alsoRun: ['label-content-name-mismatch'] };

/** Opens the app already logged in as `session`. */
async function logIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}usuario`,
    JSON.stringify(session),
  ] as const);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a customer reserves a table, sees it among the upcoming ones and cancels it', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpByApi(request, { nome: 'Helena Sato', celular: freshPhone(testInfo, 1) });
  await logIn(page, session);
  await page.goto('/tabs/reservas');
  const view = screen(page);
  await expect(view.getByText('Você não tem reservas futuras.')).toBeVisible();
  await view.getByLabel('Restaurante').selectOption({ label: 'Hanami Sushi Pinheiros' });
  await expect(view.getByText('Rua dos Pinheiros, 1057 — Pinheiros, São Paulo-SP')).toBeVisible();
  await view.getByRole('button', { name: 'Aumentar quantidade de pessoas' }).click();
  await expect(view.getByRole('status', { name: 'Quantidade de pessoas' })).toHaveText('3');
  // Tomorrow, so that there are times left whatever the hour the suite runs.
  await view.getByRole('group', { name: 'Data' }).getByRole('button').nth(1).click();

  const slot = view.locator('.reservation-chip--slot:not([disabled])').first();
  const time = (await slot.locator('.reservation-chip__top').textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByLabel('Nome*')).toHaveValue('Helena Sato');
  await expect(view.getByLabel('Celular*')).toHaveValue(session.celular);
  await expectAccessible(page, '[data-route="/tabs/reservas"]', LABEL_IN_NAME);
  await view.getByRole('button', { name: 'Confirmar reserva' }).click();

  await expect(view.getByRole('heading', { name: 'Reserva confirmada!' })).toBeVisible();
  const details = view.locator('.reservation-details');
  await expect(details).toContainText('Hanami Sushi Pinheiros');
  await expect(details).toContainText(time);
  await expect(details).toContainText('3 pessoas');
  await expect(details).toContainText(session.celular);

  const upcoming = view.locator('.reservation-card');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText('Hanami Sushi Pinheiros');
  await expect(upcoming).toContainText(time);
  await expectAccessible(page, '[data-route="/tabs/reservas"]', LABEL_IN_NAME);

  await upcoming.getByRole('button', { name: /^Cancelar reserva de/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  await expect(dialog).toContainText('Cancelar a reserva de 3 pessoas');
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByText('Reserva cancelada.')).toBeVisible();
  await expect(view.getByText('Você não tem reservas futuras.')).toBeVisible();
  const left = await request.get('/api/reservas', { headers: { Authorization: `Bearer ${session.jwt}` } });
  expect((await left.json()).data).toEqual([]);
});

test('a full slot cannot be booked: disabled on the screen and refused by the server', async ({
  page,
  request,
}, testInfo) => {
  // Fill a slot of Asa Norte to its 40 seats through the API.
  const filler = await signUpByApi(request, { nome: 'Grupo Grande', celular: freshPhone(testInfo, 2) });
  const auth = (s: Session) => ({ Authorization: `Bearer ${s.jwt}` });
  const stores = (await (await request.get('/api/reservas/lojas')).json()).data;
  const asaNorte = stores.find((s: { id: number }) => s.id === 2);
  // Not today: late in the evening today's last times may already be gone (or taken by the other project's run).
  const open = asaNorte.datas.filter((d: { aberta: boolean }) => d.aberta);
  const data = (open[1] ?? open[0]).data as string;
  const day = (await (await request.get(`/api/reservas/horarios?lojaId=2&data=${data}&pessoas=1`)).json())
    .data;
  const free = day.horarios.filter((s: { vagas: number }) => s.vagas === 40);
  const target = free[free.length - 1] as { horario: string };
  for (const pessoas of [12, 12, 12, 4]) {
    const res = await request.post('/api/reservas', {
      headers: auth(filler),
      data: {
        lojaId: 2,
        data,
        horario: target.horario,
        pessoas,
        nome: 'Grupo Grande',
        celular: filler.celular,
      },
    });
    expect(res.status()).toBe(201);
  }

  const customer = await signUpByApi(request, { nome: 'Rui Tanaka', celular: freshPhone(testInfo, 3) });
  const refused = await request.post('/api/reservas', {
    headers: auth(customer),
    data: {
      lojaId: 2,
      data,
      horario: target.horario,
      pessoas: 1,
      nome: 'Rui Tanaka',
      celular: customer.celular,
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(SLOT_FULL);

  await logIn(page, customer);
  await page.goto('/tabs/reservas');
  const view = screen(page);
  await view.getByLabel('Restaurante').selectOption({ label: 'Hanami Sushi Asa Norte' });
  const [year, month, dayOfMonth] = data.split('-');
  await view
    .getByRole('group', { name: 'Data' })
    .getByRole('button', { name: new RegExp(`${dayOfMonth}/${month}/${year}$`) })
    .click();
  const full = view.getByRole('button', { name: `${target.horario}, lotado` });
  await expect(full).toBeDisabled();
  await expect(full).toContainText('Lotado');
  await expectAccessible(page, '[data-route="/tabs/reservas"]', LABEL_IN_NAME);
});

test('a visitor browses, logs in to confirm and comes back to the same choices', async ({
  page,
  request,
}, testInfo) => {
  const celular = freshPhone(testInfo, 4);
  await signUpByApi(request, { nome: 'Lia Mori', celular, senha: 'Sushi2026' });

  await page.goto('/tabs/reservas');
  const view = screen(page);
  await expect(view.getByRole('link', { name: 'Entre na sua conta' })).toBeVisible();
  await view.getByLabel('Restaurante').selectOption({ label: 'Hanami Sushi Águas Claras' });
  // Tomorrow: late in the evening today's times may all be gone, whenever the suite runs.
  await view.getByRole('group', { name: 'Data' }).getByRole('button').nth(1).click();
  const slot = view.locator('.reservation-chip--slot:not([disabled])').nth(1);
  const time = (await slot.locator('.reservation-chip__top').textContent()) ?? '';
  await slot.click();
  await view.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText('Faça login para continuar!!!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Entrar com e-mail' }).click();
  const form = page.locator('[data-route="/login-email"]');
  await form.getByLabel('E-mail').fill(`${celular.replace(/\D/g, '')}@exemplo.com`);
  await form.getByLabel('Senha').fill('Sushi2026');
  await form.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/tabs\/reservas$/);
  await expect(view.getByLabel('Restaurante')).toHaveValue('4');
  await expect(view.getByRole('button', { name: time, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByLabel('Nome*')).toHaveValue('Lia Mori');
  await expect(view.getByLabel('Celular*')).toHaveValue(celular);
  await view.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(view.getByRole('heading', { name: 'Reserva confirmada!' })).toBeVisible();
  await expect(view.locator('.reservation-details')).toContainText('Hanami Sushi Águas Claras');
});
