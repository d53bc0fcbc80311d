import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  isDesktop,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

/**
 * Gazetteer CEPs (apps/api/src/providers/geocoding/gazetteer.json): only store 2 delivers to the first. `heading` is
 * how the menu names the store beside the brand.
 */
const ASA_NORTE = {
  cep: '70867-010',
  logradouro: 'SQN 412 Bloco A',
  loja: 'Hanami Sushi Asa Norte',
  heading: 'Hanami Sushi · Asa Norte',
  id: 2,
};
const PINHEIROS = {
  cep: '05422-012',
  logradouro: 'Rua dos Pinheiros',
  loja: 'Hanami Sushi Pinheiros',
  heading: 'Hanami Sushi · Pinheiros',
  id: 5,
};
/** Planaltina-DF: outside every delivery area. */
const PLANALTINA = { cep: '73310-000', logradouro: 'Avenida Independência' };

/** The screen on show: Ionic keeps the previous pages of the stack in the DOM, hidden. */
const onScreen = (page: Page, path: string) => page.locator(`[data-route="${path}"]:not(.ion-page-hidden)`);

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), `${STORAGE_PREFIX}${key}`);

/**
 * Opening hours depend on the server's clock (tested in the API suite): the store and menu answers are pinned open
 * so adding to the bag works at any hour.
 */
async function pinStoresOpen(page: Page): Promise<void> {
  for (const pattern of ['**/api/cardapio?*', '**/api/lojas?*'])
    await page.route(pattern, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.data?.cardapio?.loja) body.data.cardapio.loja.statusLoja = 'aberta';
      if (Array.isArray(body.data))
        for (const item of body.data) if (item.loja) item.loja.statusLoja = 'aberta';
      await route.fulfill({ response, json: body });
    });
}

/** The number step: a page on mobile, a modal over the map on desktop. */
const numberStep = (page: Page): Locator =>
  isDesktop(page) ? page.locator('ion-modal.app-modal--number') : onScreen(page, '/modal-endereco-numero');

/** buscar-endereco → CEP → map → number → address form, stopping on the filled form. */
async function fillAddressByCep(
  page: Page,
  cep: string,
  street: string,
  numero: string,
  audit = false,
): Promise<Locator> {
  await page.goto('/buscar-endereco');
  const search = onScreen(page, '/buscar-endereco');
  await search.getByRole('textbox', { name: 'CEP' }).fill(cep.replace('-', ''));
  await search.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(page).toHaveURL(/\/mapa-confirmacao$/);
  const map = onScreen(page, '/mapa-confirmacao');
  await expect(map.getByRole('heading', { name: street })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Local de entrega' })).toBeVisible();
  if (audit) await expectAccessible(page);
  await map.getByRole('button', { name: 'Confirmar localização' }).click();
  const step = numberStep(page);
  await expect(step.getByRole('button', { name: 'Sem número' })).toBeVisible();
  if (audit) await expectAccessible(page);
  await step.getByRole('textbox', { name: 'Número' }).fill(numero);
  await step.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/cadastro-endereco$/);
  const form = onScreen(page, '/cadastro-endereco');
  await expect(form.getByRole('textbox', { name: 'CEP' })).toHaveValue(cep);
  await expect(form.getByLabel('Logradouro*')).toHaveValue(street);
  await expect(form.getByLabel('Número*')).toHaveValue(numero);
  return form;
}

async function saveAndReachMenu(
  page: Page,
  form: Locator,
  store: { id: number; loja: string; heading: string },
) {
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expect(page.getByText(store.heading).first()).toBeVisible();
  expect(await stored(page, 'loja')).toMatchObject({ id: store.id, nome: store.loja });
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a visitor finds an address by CEP, confirms it on the map and gets its store and menu', async ({
  page,
}) => {
  await page.goto('/receber-endereco');
  const receive = onScreen(page, '/receber-endereco');
  await expect(receive.getByRole('heading', { level: 1, name: 'Onde você quer receber?' })).toBeVisible();
  await expect(receive.getByRole('button', { name: 'Buscar minha localização' })).toBeVisible();
  await expect(receive.getByText('Você ainda não tem endereços salvos.')).toBeVisible();
  await expectAccessible(page);
  await receive.getByRole('link', { name: 'Buscar endereço e número' }).click();
  await expect(page).toHaveURL(/\/buscar-endereco$/);

  const search = onScreen(page, '/buscar-endereco');
  await search.getByRole('textbox', { name: 'CEP' }).fill('7086');
  await search.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(search.getByText('CEP inválido!')).toBeVisible();
  await expectAccessible(page);

  const form = await fillAddressByCep(page, ASA_NORTE.cep, ASA_NORTE.logradouro, '12', true);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Casa' }).click();
  await form.getByRole('textbox', { name: 'Complemento' }).fill('Apto 101');
  await saveAndReachMenu(page, form, ASA_NORTE);
  // the home header on mobile, the top bar on desktop
  await expect(page.getByRole('link', { name: /Endereço de entrega: SQN 412 Bloco A, 12/ })).toBeVisible();
  expect(await stored(page, 'endereco')).toMatchObject({
    logradouro: ASA_NORTE.logradouro,
    numero: '12',
    complemento: 'Apto 101',
    apelido: 'Casa',
    cep: ASA_NORTE.cep,
  });
  const list = await stored(page, 'enderecos');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    apelido: 'Casa',
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  await expect(page.getByRole('heading', { name: 'Combinados' }).first()).toBeVisible();

  await page.goto('/tabs/meus-enderecos');
  const mine = onScreen(page, '/tabs/meus-enderecos');
  await expect(mine.getByRole('button', { name: /Casa\s*Atual/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('typing a street suggests addresses; the keyboard picks one and opens the map', async ({ page }) => {
  await page.goto('/buscar-endereco');
  const search = onScreen(page, '/buscar-endereco');
  const box = search.getByRole('combobox', { name: 'Rua, quadra ou bairro' });
  await box.fill('sq');
  await expect(search.getByText('Digite pelo menos 3 letras.')).toBeVisible();
  await box.fill('zzzzz');
  await expect(search.getByText('Nenhum endereço encontrado para “zzzzz”. Tente o CEP.')).toBeVisible();
  await box.fill('sqn 412');
  const options = search.getByRole('listbox', { name: 'Endereços sugeridos' }).getByRole('option');
  await expect(options.first()).toContainText('SQN 412 Bloco A');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/mapa-confirmacao$/);
  await expect(
    onScreen(page, '/mapa-confirmacao').getByRole('heading', { name: 'SQN 412 Bloco A' }),
  ).toBeVisible();
});

test('an address no store delivers to shows the no-delivery screen', async ({ page }) => {
  const form = await fillAddressByCep(page, PLANALTINA.cep, PLANALTINA.logradouro, '5');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  const screen = onScreen(page, '/cadastro-endereco');
  await expect(screen.getByRole('heading', { name: 'Ainda não entregamos neste endereço.' })).toBeVisible();
  await expect(page.locator('ion-toast')).toHaveCount(0);
  expect(await stored(page, 'loja')).toBeNull();
  expect(await stored(page, 'enderecos')).toBeNull();
  await expectAccessible(page);
  await screen.getByRole('button', { name: 'Tentar outro endereço' }).click();
  await expect(page).toHaveURL(/\/buscar-endereco$/);
});

test.describe('current location', () => {
  test.use({ geolocation: { latitude: -15.7468, longitude: -47.879 }, permissions: ['geolocation'] });

  test('fills the location tile and a second tap opens the map', async ({ page }) => {
    await page.goto('/receber-endereco');
    const receive = onScreen(page, '/receber-endereco');
    await receive.getByRole('button', { name: 'Buscar minha localização' }).click();
    const tile = receive.getByRole('button', { name: /Usar minha localização/ });
    await expect(tile).toContainText('SQN 412 Bloco A');
    await expect(tile).toContainText('Asa Norte, Brasília - DF');
    expect(await stored(page, 'localizacao-atual')).toMatchObject({
      logradouro: 'SQN 412 Bloco A',
      cep: ASA_NORTE.cep,
      latitude: -15.7468,
      longitude: -47.879,
    });
    await expectAccessible(page);
    await tile.click();
    await expect(page).toHaveURL(/\/mapa-confirmacao$/);
    const map = onScreen(page, '/mapa-confirmacao');
    await expect(map.getByRole('heading', { name: 'SQN 412 Bloco A' })).toBeVisible();
    await expectAccessible(page);
    // The keyboard's way to drag the pin: the point moves east and the address is looked up again.
    const geocoded = page.waitForResponse((response) => response.url().includes('/api/geocode?'));
    await map.getByRole('button', { name: /Local de entrega/ }).press('ArrowRight');
    await geocoded;
    await expect
      .poll(async () => (await stored(page, 'editar-endereco'))?.longitude)
      .toBeGreaterThan(-47.879);
    await expect(map.getByRole('heading', { name: 'SQN 412 Bloco A' })).toBeVisible();
  });
});

test.describe('current location refused', () => {
  test.use({ permissions: [] });

  test('shows the error toast and says no location was found', async ({ page }) => {
    await page.goto('/buscar-endereco');
    const search = onScreen(page, '/buscar-endereco');
    await search.getByRole('button', { name: 'Buscar minha localização' }).click();
    await expect(
      page
        .locator('ion-toast')
        .getByText('Ops.. Tivemos um problema em pegar sua localização, por favor tente novamente.'),
    ).toBeVisible();
    await expect(
      search.getByRole('button', { name: /Não foi possível buscar pela sua localização atual\.\.\./ }),
    ).toBeVisible();
    expect(await stored(page, 'localizacao-atual')).toBeNull();
  });
});

test('a customer with a bag of one store switches to an address of another: Trocar de endereço', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await signUpByApi(request, { nome: 'Caio Endo', celular: freshPhone(testInfo) });
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(value));
    },
    { key: `${STORAGE_PREFIX}usuario`, value: user },
  );
  await pinStoresOpen(page);

  await saveAndReachMenu(
    page,
    await fillAddressByCep(page, ASA_NORTE.cep, ASA_NORTE.logradouro, '12'),
    ASA_NORTE,
  );
  await saveAndReachMenu(
    page,
    await fillAddressByCep(page, PINHEIROS.cep, PINHEIROS.logradouro, '300'),
    PINHEIROS,
  );
  expect(await stored(page, 'enderecos')).toBeNull();

  // A line in the bag of the current store (Pinheiros).
  await page.getByRole('button', { name: 'Niguiri de Atum 2 unidades', exact: true }).first().click();
  const product = isDesktop(page) ? page.locator('ion-modal.app-modal--product') : onScreen(page, '/produto');
  await product.getByRole('button', { name: /^Adicionar/ }).click();
  await expect.poll(async () => (await stored(page, 'carrinho'))?.lojaId).toBe(PINHEIROS.id);

  await page.goto('/tabs/meus-enderecos');
  const mine = onScreen(page, '/tabs/meus-enderecos');
  const addresses = mine.getByRole('listitem');
  await expect(addresses).toHaveCount(2);
  await expect(addresses.first()).toContainText(`${PINHEIROS.logradouro}, 300`);
  await expect(addresses.first()).toContainText('Atual');
  await expectAccessible(page);

  // Cancelling keeps the old address, store and bag.
  const other = mine.getByRole('button', { name: new RegExp(`^${ASA_NORTE.logradouro}, 12`) });
  await other.click();
  let dialog = page.getByRole('alertdialog', { name: 'Trocar de endereço' });
  await expect(dialog.getByText('Parece que seu carrinho está salvo com outra loja.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/tabs\/meus-enderecos$/);
  expect(await stored(page, 'loja')).toMatchObject({ id: PINHEIROS.id });
  expect((await stored(page, 'carrinho'))?.itens).toHaveLength(1);

  // Confirming empties the bag and changes the store.
  await other.click();
  dialog = page.getByRole('alertdialog', { name: 'Trocar de endereço' });
  await dialog.getByRole('button', { name: 'Trocar de endereço' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  await expect(page.getByText(ASA_NORTE.heading).first()).toBeVisible();
  expect(await stored(page, 'carrinho')).toBeNull();
  expect(await stored(page, 'loja')).toMatchObject({ id: ASA_NORTE.id });
  expect(await stored(page, 'endereco')).toMatchObject({ logradouro: ASA_NORTE.logradouro, principal: true });

  // Deleting asks the §8 confirmation; the current address has no delete button.
  await page.goto('/tabs/meus-enderecos');
  await expect(addresses.first()).toContainText(`${ASA_NORTE.logradouro}, 12`);
  await mine.getByRole('button', { name: `Excluir ${PINHEIROS.logradouro}, 300` }).click();
  dialog = page.getByRole('alertdialog', { name: 'Excluir endereço' });
  await expect(dialog.getByText('Tem certeza que deseja este endereço?', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir endereço' }).click();
  await expect(addresses).toHaveCount(1);
  const saved = await request.get('/api/endereco_pedido', {
    headers: { Authorization: `Bearer ${(user as { jwt: string }).jwt}` },
  });
  const body = (await saved.json()) as { data: { logradouro: string; principal: boolean }[] };
  expect(body.data).toEqual([expect.objectContaining({ logradouro: ASA_NORTE.logradouro, principal: true })]);
});

test('after login, addresses kept on the device are offered for the account', async ({
  page,
  request,
}, testInfo) => {
  const form = await fillAddressByCep(page, ASA_NORTE.cep, ASA_NORTE.logradouro, '12');
  await saveAndReachMenu(page, form, ASA_NORTE);
  expect(await stored(page, 'enderecos')).toHaveLength(1);

  const user = await signUpByApi(request, { nome: 'Caio Endo', celular: freshPhone(testInfo) });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: `${STORAGE_PREFIX}usuario`,
    value: user,
  });
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: 'Salvar endereços na sua conta?' });
  await expect(dialog.getByText(/Você tem 1 endereço guardado neste aparelho/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar na conta' }).click();
  await expect.poll(() => stored(page, 'enderecos')).toBeNull();
  const saved = await request.get('/api/endereco_pedido', {
    headers: { Authorization: `Bearer ${(user as { jwt: string }).jwt}` },
  });
  const body = (await saved.json()) as { data: { logradouro: string; numero: string }[] };
  expect(body.data).toEqual([expect.objectContaining({ logradouro: ASA_NORTE.logradouro, numero: '12' })]);
});
