import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { acceptCookies, isDesktop, STORAGE_PREFIX } from './support.ts';

/** The screen on show: Ionic keeps the previous pages of the stack in the DOM, hidden. */
const onScreen = (page: Page, path: string) => page.locator(`[data-route="${path}"]`);

interface Customer {
  nome: string;
  celular: string;
  email: string;
  senha: string;
}

/** Both projects share one server and database: every test gets its own number and e-mail. */
function newCustomer(testInfo: TestInfo): Customer {
  const digits = `${Date.now()}${testInfo.project.name === 'mobile' ? 1 : 2}${testInfo.workerIndex}`.slice(
    -8,
  );
  return {
    nome: 'Ana Lima',
    celular: `(61) 9${digits.slice(0, 4)}-${digits.slice(4)}`,
    email: `ana.${testInfo.project.name}.${digits}@exemplo.com`,
    senha: 'Sushi2026',
  };
}

/** The newest code GET /dev/outbox holds for a phone or e-mail, newer than `afterId`. */
async function codeFor(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<{ id: number; codigo: string }> {
  let found: { id: number; codigo: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?para=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { id: number; codigo: string | null }[] };
      const message = body.data.find((item) => item.codigo && item.id > afterId);
      found = message ? { id: message.id, codigo: message.codigo as string } : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found as { id: number; codigo: string };
}

async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/dev/outbox?para=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data[0]?.id ?? 0;
}

async function expectLoggedIn(page: Page, customer: Customer): Promise<void> {
  await expect(page.getByRole('link', { name: 'Faça o login!' })).toHaveCount(0);
  if (isDesktop(page))
    await expect(page.getByRole('link', { name: `Olá, ${customer.nome.split(' ')[0]}` })).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}usuario`);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ email: customer.email, celular: customer.celular });
}

/** From the menu: login → celular → SMS code from the outbox → cadastro-dados → cadastro-permissoes → menu. */
async function signUpByPhone(page: Page, request: APIRequestContext, customer: Customer): Promise<void> {
  await page.goto('/tabs/cardapio');
  await page.getByRole('link', { name: 'Faça o login!' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Entrar com celular' }).click();
  await onScreen(page, '/login-telefone').getByLabel('Celular*').fill(customer.celular);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL(/\/confirmar-codigo$/);
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  await expect(page.getByText(/Você poderá pedir um novo código em \d:\d\d/)).toBeVisible();
  const { codigo } = await codeFor(request, customer.celular);
  await onScreen(page, '/confirmar-codigo').getByLabel('Código de verificação').fill(codigo);

  await expect(page).toHaveURL(/\/cadastro-dados$/);
  const details = onScreen(page, '/cadastro-dados');
  await expect(details.getByLabel('Celular*')).toHaveValue(customer.celular);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('O campo nome é obrigatório!')).toBeVisible();
  await details.getByLabel('Nome*').fill(customer.nome);
  await details.getByLabel('E-mail*').fill(customer.email);
  await details.getByLabel('Senha').fill(customer.senha);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/cadastro-permissoes$/);
  for (const channel of ['Notificação', 'E-mail', 'SMS'])
    await expect(page.getByRole('switch', { name: channel })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expectLoggedIn(page, customer);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/tabs/perfil');
  if (isDesktop(page)) {
    await page.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('alertdialog', { name: 'Sair da conta' })
      .getByRole('button', { name: 'Sair' })
      .click();
  } else {
    await page.getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/sair$/);
    await page
      .getByRole('alertdialog', { name: 'Sair da conta' })
      .getByRole('button', { name: 'Sair' })
      .click();
  }
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expect(page.getByRole('link', { name: 'Faça o login!' }).first()).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual([`${STORAGE_PREFIX}aceitaCookies`]);
}

async function logInByEmail(page: Page, customer: Customer, senha = customer.senha): Promise<void> {
  await page.getByRole('link', { name: 'Faça o login!' }).first().click();
  await page.getByRole('link', { name: 'Entrar com e-mail' }).click();
  const form = onScreen(page, '/login-email');
  await form.getByLabel('E-mail').fill(customer.email);
  await form.getByLabel('Senha').fill(senha);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * One customer per project, carried through the journey in order: the API allows 5 code sends per IP per hour
 * (AUTH_CODE_SENDS_PER_HOUR), and this suite needs only two per project — the sign-up SMS and the reset e-mail.
 */
test.describe
  .serial('account journey', () => {
    test.describe.configure({ timeout: 90_000 });
    const customers = new Map<string, Customer>();
    /** Each test opens a new browser context: the stored §3 User of the previous test is put back once. */
    const sessions = new Map<string, string>();
    const keepSession = async (page: Page, testInfo: TestInfo) => {
      const raw = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}usuario`);
      if (raw) sessions.set(testInfo.project.name, raw);
    };
    test.beforeEach(async ({ page }, testInfo) => {
      const raw = sessions.get(testInfo.project.name);
      if (!raw) return;
      await page.addInitScript(
        ([key, value]) => {
          if (sessionStorage.getItem('e2e-restored')) return;
          sessionStorage.setItem('e2e-restored', '1');
          localStorage.setItem(key as string, value as string);
        },
        [`${STORAGE_PREFIX}usuario`, raw],
      );
    });
    test.afterEach(async ({ page }, testInfo) => keepSession(page, testInfo));
    const customerOf = (testInfo: TestInfo): Customer => {
      const customer = customers.get(testInfo.project.name);
      if (!customer) throw new Error('the sign-up test did not run');
      return customer;
    };

    test('sign up by phone code, edit the profile and toggle a notification setting', async ({
      page,
      request,
    }, testInfo) => {
      const customer = newCustomer(testInfo);
      await signUpByPhone(page, request, customer);
      customers.set(testInfo.project.name, customer);

      await page.goto('/tabs/perfil');
      await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
      await page.getByRole('link', { name: 'Minha conta' }).click();
      await expect(page).toHaveURL(/\/tabs\/minha-conta$/);
      await expect(onScreen(page, '/tabs/minha-conta').getByLabel('CPF')).toHaveJSProperty('readOnly', true);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Nenhum dado foi alterado.')).toBeVisible();

      await onScreen(page, '/tabs/minha-conta').getByLabel('Nome').fill('Ana Paula Lima');
      await onScreen(page, '/tabs/minha-conta').getByLabel('Data de nascimento').fill('15081992');
      await expect(onScreen(page, '/tabs/minha-conta').getByLabel('Data de nascimento')).toHaveValue(
        '15/08/1992',
      );
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
      await page.reload();
      await expect(onScreen(page, '/tabs/minha-conta').getByLabel('Nome')).toHaveValue('Ana Paula Lima');
      await expect(onScreen(page, '/tabs/minha-conta').getByLabel('Data de nascimento')).toHaveValue(
        '15/08/1992',
      );

      await page.goto('/tabs/configurar-notificacoes');
      await expect(page.getByText(/apenas o envio de novidades e promoções/)).toBeVisible();
      const email = page.getByRole('switch', { name: 'E-mail' });
      await expect(email).toHaveAttribute('aria-checked', 'false');
      await email.click();
      await expect(page.getByText('Preferência de notificação atualizada!')).toBeVisible();
      await expect(email).toHaveAttribute('aria-checked', 'true');
      await page.reload();
      await expect(page.getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'true');

      await page.goto('/tabs/notificacoes');
      await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    });

    test('log out, log in by e-mail and reset the password', async ({ page, request }, testInfo) => {
      const customer = customerOf(testInfo);
      await page.goto('/tabs/cardapio');
      await expectLoggedIn(page, customer);
      await logOut(page);

      await logInByEmail(page, customer);
      await expect(page).toHaveURL(/\/tabs\/cardapio$/);
      await expectLoggedIn(page, customer);
      await logOut(page);

      await page.goto('/login-email');
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await expect(page).toHaveURL(/\/esqueci-senha-um$/);
      const before = await lastOutboxId(request, customer.email);
      await onScreen(page, '/esqueci-senha-um').getByLabel('E-mail').fill(customer.email);
      await onScreen(page, '/esqueci-senha-um').getByRole('button', { name: 'Enviar código' }).click();
      await expect(page).toHaveURL(/\/esqueci-senha-dois$/);
      const { codigo } = await codeFor(request, customer.email, before);
      await onScreen(page, '/esqueci-senha-dois').getByLabel('Código de verificação').fill(codigo);
      await expect(page).toHaveURL(/\/esqueci-senha-tres$/);
      const reset = onScreen(page, '/esqueci-senha-tres');
      await reset.getByLabel('Nova senha', { exact: true }).fill('fraca');
      await reset.getByLabel('Confirme a nova senha').fill('fraca');
      await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
      await expect(reset.getByText('A senha não atende aos requisitos mínimos!')).toBeVisible();
      await reset.getByLabel('Nova senha', { exact: true }).fill('Temaki2027');
      await reset.getByLabel('Confirme a nova senha').fill('Temaki2027');
      await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
      await expect(page).toHaveURL(/\/esqueci-senha-quatro$/);
      await expect(page.getByRole('heading', { name: 'Senha alterada!' })).toBeVisible();
      await page.getByRole('link', { name: 'Entrar com e-mail' }).click();

      const login = onScreen(page, '/login-email');
      await login.getByLabel('E-mail').fill(customer.email);
      await login.getByLabel('Senha').fill(customer.senha);
      await login.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
      customer.senha = 'Temaki2027';
      await login.getByLabel('Senha').fill(customer.senha);
      await login.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/tabs\/cardapio$/);
      await expectLoggedIn(page, customer);
    });

    test('an expired session clears the data, goes to login and shows the alert', async ({
      page,
    }, testInfo) => {
      const customer = customerOf(testInfo);
      await page.goto('/tabs/cardapio');
      await expectLoggedIn(page, customer);
      // The token goes bad as the next page starts, before its scripts run: changed under the open menu, a request
      // the menu was still making would end the session there, and the next page would open as a visitor's.
      await page.addInitScript((key) => {
        if (location.pathname !== '/tabs/notificacoes' || sessionStorage.getItem('token-spoiled')) return;
        sessionStorage.setItem('token-spoiled', '1');
        const user = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...user, jwt: `${user.jwt}x` }));
      }, `${STORAGE_PREFIX}usuario`);
      await page.goto('/tabs/notificacoes');
      const alert = page.getByRole('alertdialog');
      await expect(alert.getByText('Sessão expirada')).toBeVisible();
      await expect(alert.getByText('Faça login novamente para renovar sua sessão.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}usuario`)).toBeNull();
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('link', { name: 'Entrar com celular' })).toBeVisible();

      await page.getByRole('link', { name: 'Entrar com e-mail' }).click();
      const login = onScreen(page, '/login-email');
      await login.getByLabel('E-mail').fill(customer.email);
      await login.getByLabel('Senha').fill(customer.senha);
      await login.getByRole('button', { name: 'Entrar' }).click();
      // Logging in again leads back to the screen the session expired on.
      await expect(page).toHaveURL(/\/tabs\/notificacoes$/);
      await expect(page.getByText('Você ainda não recebeu notificações.')).toBeVisible();
      await expectLoggedIn(page, customer);
    });

    test('delete the account', async ({ page }, testInfo) => {
      const customer = customerOf(testInfo);
      await page.goto('/tabs/minha-conta');
      await page.getByRole('button', { name: 'Excluir conta' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Excluir conta' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/tabs\/minha-conta$/);

      await page.getByRole('button', { name: 'Excluir conta' }).click();
      await page
        .getByRole('alertdialog', { name: 'Excluir conta' })
        .getByRole('button', { name: 'Excluir conta' })
        .click();
      await expect(page.getByText('Sua conta e seus dados pessoais foram excluídos.')).toBeVisible();
      await expect(page).toHaveURL(/\/tabs\/cardapio$/);
      await expect(page.getByRole('link', { name: 'Faça o login!' }).first()).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}usuario`)).toBeNull();

      await logInByEmail(page, customer);
      await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
    });
  });
