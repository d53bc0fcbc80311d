import type { PaymentOptionsData } from '@comanda/contract';
import { IonRouterContext } from '@ionic/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { NO_DELIVERY_PAYMENT_TEXT, NO_STORE_TEXT } from '../components/delivery-methods.tsx';
import { AddPaymentPage } from './add-payment-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const options: PaymentOptionsData = {
  lojaId: 2,
  metodo_pagamento: 'mundipagg',
  online: { cartao: { CREDIT: ['Visa'], DEBIT: [], MEAL_VOUCHER: [] }, pix: true },
  entrega: {
    cartao: { CREDIT: ['Visa', 'Mastercard'], DEBIT: ['Elo'], MEAL_VOUCHER: ['Ticket Restaurante', 'VR'] },
    dinheiro: true,
  },
  opcoes: [],
  padrao: 'online',
  tokenizacao: null,
};

function renderAt(path: string) {
  return renderPage(
    <MemoryRouter initialEntries={[path]}>
      <AddPaymentPage />
    </MemoryRouter>,
  );
}

/** The page opened from another screen: there is history to go back through. */
function renderWithHistory(path: string) {
  const back = vi.fn();
  const page = renderPage(
    <MemoryRouter initialEntries={[path]}>
      <IonRouterContext.Consumer>
        {(router) => (
          <IonRouterContext.Provider value={{ ...router, canGoBack: () => true, back }}>
            <AddPaymentPage />
          </IonRouterContext.Provider>
        )}
      </IonRouterContext.Consumer>
    </MemoryRouter>,
  );
  return { ...page, back };
}

const group = (name: string) => screen.findByRole('group', { name });
/** The brand names the buttons show (the brand marks beside them are decorative). */
const brandNames = async (name: string) =>
  Array.from((await group(name)).querySelectorAll('.brand-option__name'), (label) => label.textContent);

describe('adicionar-pagamento', () => {
  it('asks for an address first when no store is chosen', () => {
    const calls = stubFetch();
    const page = renderAt('/adicionar-pagamento');
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar pagamento' })).toBeTruthy();
    expect(screen.getByText(NO_STORE_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Informar endereço' }).getAttribute('href')).toBe(
      '/receber-endereco',
    );
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });

  it("lists the store's delivery methods and stores the card brand picked, then returns to the checkout", async () => {
    writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte' });
    const calls = stubFetch({ body: { status: 'success', data: options } });
    const page = renderAt('/adicionar-pagamento?origem=finalizar-pedido');

    expect(await brandNames('Crédito')).toEqual(['Visa', 'Mastercard']);
    expect(calls[0]?.url).toBe('/api/pagamentos?lojaId=2');
    expect(await brandNames('Débito')).toEqual(['Elo']);
    expect(await brandNames('Vale-refeição')).toEqual(['Ticket Restaurante', 'VR']);
    expect(screen.getByText(/ao receber o pedido do Hanami Sushi Asa Norte/)).toBeTruthy();

    await userEvent.click(
      within(await group('Vale-refeição')).getByRole('button', { name: 'Ticket Restaurante' }),
    );
    expect(readStored('forma-pagamento')).toEqual({
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'MEAL_VOUCHER',
      label: 'Vale-refeição Ticket Restaurante',
      bandeira: 'Ticket Restaurante',
      nome: 'Ticket Restaurante',
    });
    expect(page.router.push).toHaveBeenCalledWith('/finalizar-pedido', 'back', 'replace');
    expect(
      within(await group('Vale-refeição'))
        .getByRole('button', { name: 'Ticket Restaurante' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    page.stopToasts();
  });

  it('stores cash, keeping the change already asked, and goes back', async () => {
    writeStored('loja', { id: 2 });
    writeStored('forma-pagamento', {
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'CREDIT',
      label: 'Crédito Visa',
      bandeira: 'Visa',
      nome: 'Visa',
    });
    stubFetch({ body: { status: 'success', data: options } });
    const page = renderWithHistory('/adicionar-pagamento');

    expect(
      within(await group('Crédito'))
        .getByRole('button', { name: 'Visa' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /Dinheiro/ }));
    expect(readStored('forma-pagamento')).toEqual({
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'CASH',
      label: 'Dinheiro',
      valor: 0,
    });
    expect(page.back).toHaveBeenCalledOnce();
    expect(page.router.push).not.toHaveBeenCalled();

    writeStored('forma-pagamento', { ...readStored<object>('forma-pagamento'), valor: 10000 });
    await userEvent.click(screen.getByRole('button', { name: /Dinheiro/ }));
    expect(readStored('forma-pagamento')).toMatchObject({ forma: 'CASH', valor: 10000 });
    page.stopToasts();
  });

  it('says so when the store takes no payment on delivery', async () => {
    writeStored('loja', { id: 4 });
    stubFetch({
      body: {
        status: 'success',
        data: {
          ...options,
          entrega: { cartao: { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] }, dinheiro: false },
        },
      },
    });
    const page = renderAt('/adicionar-pagamento');
    expect(await screen.findByText(NO_DELIVERY_PAYMENT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Dinheiro/ })).toBeNull();
    page.stopToasts();
  });
});
