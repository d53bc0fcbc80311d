import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, pickCard, screenOf, toast } from './support.ts';

/** The Shinguru wallet in the browser: the month's coffee used into the bag, and the bag's checkout by card. */

export const COFFEE_BENEFIT = 'Café do mês';
export const COFFEE = 'Café Gelado da Casa';

/** The wallet's item card of a benefit. */
export const walletItem = (page: Page, nome: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });

/** Uses the coffee from the wallet (shinguru/seus-beneficios) and answers the bag, opened from modal-beneficio-ativado. */
export async function coffeeIntoBag(page: Page): Promise<Locator> {
  const coffee = walletItem(page, COFFEE_BENEFIT);
  await expect(coffee.getByText('Disponível')).toBeVisible();
  await coffee.getByRole('button', { name: 'Usar no delivery' }).click();
  const notice = screenOf(page, 'app-modal--loyalty-info', '/modal-beneficio-ativado');
  await expect(notice.getByRole('heading', { name: 'Benefício ativado!' })).toBeVisible();
  await expect(
    notice.getByText(`${COFFEE} foi adicionado à sua sacola, por nossa conta.`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Ver sacola' }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByRole('heading', { name: COFFEE })).toBeVisible();
  return bag;
}

/** From the bag: the checkout, paid with the saved card ending in `final`; answers the order's id. */
export async function checkoutByCard(page: Page, bag: Locator, final: string): Promise<number> {
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await expect(checkout.getByText(COFFEE)).toBeVisible();
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, final);
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(toast(page, 'Pedido realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  return Number(new URL(page.url()).searchParams.get('pedidoId'));
}

/** The saved card the journeys pay with (support.ts APPROVED_CARD). */
export const CHECKOUT_CARD = '0010';
