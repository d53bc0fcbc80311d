import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** Staff accounts and their sign-in at /gestao, for the back office's tests. */

export interface Member {
  email: string;
  senha: string;
}

/** A staff account made on the running server (its dev route; production's first admin: npm run staff:create). */
export async function member(request: APIRequestContext, papel: string, lojas: number[]): Promise<Member> {
  const email = `${papel}-${randomUUID().slice(0, 8)}@hanami.com.br`;
  const res = await request.post('/api/dev/gestao/equipe', {
    data: { email, nome: `Equipe ${papel}`, papel, lojas },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, senha: ((await res.json()) as { data: { senha: string } }).data.senha };
}

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

export async function enterPassword(page: Page, who: Member): Promise<void> {
  await page.goto('/gestao');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The first sign-in: password, the authenticator enrolled from the QR code's key, the recovery codes kept. */
export async function firstSignIn(page: Page, who: Member): Promise<string[]> {
  await enterPassword(page, who);
  await expect(page.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Código do aplicativo').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const kept = await codes.allTextContents();
  await page.getByRole('button', { name: 'Guardei os códigos, continuar' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções da gestão' })).toBeVisible();
  return kept;
}
