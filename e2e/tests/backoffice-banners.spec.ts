import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { firstSignIn, member } from './backoffice-support.ts';
import { expectAccessible } from './support.ts';

/**
 * The brand's banners in the back office: an admin creates one with a photo, and the customer's menu lists it at
 * once; turned off, it is gone.
 */

const PHOTO = fileURLToPath(new URL('../fixtures/temaki-macaricado.jpg', import.meta.url));

async function customerBanners(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/banners?marcaId=4&lojaId=2');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Array<{ nome: string }> }).data.map((b) => b.nome);
}

test('an admin creates a banner the menu shows at once, then turns it off', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Festival de Temaki ${testInfo.project.name} ${Date.now().toString(36)}`;

  await firstSignIn(page, await member(request, 'admin', []));
  await page.getByRole('link', { name: 'Banners', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo banner' }).click();
  const form = page.getByRole('form', { name: 'Novo banner' });

  await form.getByLabel('Foto do banner').setInputFiles(PHOTO);
  await expect(form.locator('.bo-picture__frame img')).toHaveAttribute(
    'src',
    /^\/img\/enviadas\/[a-f0-9]{32}\.webp$/,
  );
  await form.getByLabel('Nome', { exact: true }).fill(name);
  await form.getByRole('radio', { name: 'Informativo' }).check();
  await form.getByRole('radio', { name: 'Todas' }).check();
  await expect(
    form.getByRole('group', { name: 'Lojas' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('banner-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Criar banner' }).click();
  await expect(page.getByText(`Banner ${name} criado.`)).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Todas as lojas')).toBeVisible();
  await expect(row.getByText('No ar')).toBeVisible();
  expect(await customerBanners(request)).toContain(name);
  // edited in place: the form opens below its row with the banner's values
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const editor = page.getByRole('form', { name: `Editar o banner ${name}` });
  await expect(editor.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(editor.getByRole('radio', { name: 'Informativo' })).toBeChecked();
  await expectAccessible(page);
  // from the top: the sticky header would otherwise be drawn where the page was scrolled to
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('banners.png'), fullPage: true });
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(editor).toBeHidden();

  // the box follows the API's answer, not the click
  const active = row.getByRole('checkbox', { name: `Ativo (${name})` });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(page.getByText(`Banner ${name} desativado.`)).toBeVisible();
  await expect(row.getByText('Inativo')).toBeVisible();
  expect(await customerBanners(request)).not.toContain(name);
});
