import type { PaymentOptionsData } from '@comanda/contract';
import type { PaymentChoice } from '@comanda/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { paymentChoiceKey } from '../payment-choice.ts';
import { NO_PAYMENT_OPTIONS_TEXT, PaymentChoiceSection } from './payment-choice-section.tsx';

const none = { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] };
const options = (over: Partial<PaymentOptionsData> = {}): PaymentOptionsData => ({
  lojaId: 1,
  metodo_pagamento: 'mundipagg',
  online: { cartao: { CREDIT: ['Visa', 'Mastercard'], DEBIT: [], MEAL_VOUCHER: ['Alelo'] }, pix: true },
  entrega: { cartao: { CREDIT: ['Visa'], DEBIT: ['Visa'], MEAL_VOUCHER: ['VR'] }, dinheiro: true },
  opcoes: [],
  padrao: 'online',
  tokenizacao: null,
  ...over,
});
const answer = (data: PaymentOptionsData) => ({ body: { status: 'success', data } });
const cardChoice: PaymentChoice = {
  tipo_forma: 'no app',
  tipo_forma_pgto: 'online',
  forma: 'CREDIT',
  label: 'Cartão da empresa **** 4242',
  bandeira: 'Visa',
  nome: 'Visa',
  cartao: { id: 9, tipo: 'Crédito', bandeira: 'Visa', final: '4242', apelido: 'Cartão da empresa' },
};

beforeEach(() => vi.stubGlobal('innerWidth', 390));
afterEach(() => vi.unstubAllGlobals());

function renderSection(props: { total?: number; cashChangeError?: string } = {}) {
  const onChooseCard = vi.fn();
  const page = renderPage(
    <PaymentChoiceSection lojaId={1} total={props.total ?? 5000} onChooseCard={onChooseCard} {...props} />,
  );
  return { ...page, onChooseCard };
}

const option = async (name: string) => (await screen.findByRole('radio', { name })) as HTMLInputElement;

describe('PaymentChoiceSection', () => {
  it('offers the store options and defaults to paying in the app, without a card yet', async () => {
    const calls = stubFetch(answer(options()));
    const { onChooseCard, stopToasts } = renderSection();

    expect((await option('PAGUE PELO APP')).checked).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'pix',
      'online',
      'entrega',
    ]);
    expect(calls[0]?.url).toBe('/api/pagamentos?lojaId=1');
    expect(readStored('forma-pagamento')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Escolher cartão' }));
    expect(onChooseCard).toHaveBeenCalledOnce();
    stopToasts();
  });

  it('starts from the saved choice while the store offers it', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'pix',
      forma: null,
      label: 'Pix',
    });
    stubFetch(answer(options()));
    renderSection().stopToasts();
    expect((await option('PAGUE VIA PIX')).checked).toBe(true);
    expect(readStored('forma-pagamento')).toMatchObject({ tipo_forma_pgto: 'pix' });
  });

  it('drops a saved choice the store no longer offers and falls back to the app', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'pix',
      forma: null,
      label: 'Pix',
    });
    stubFetch(answer(options({ online: { cartao: { ...none, CREDIT: ['Visa'] }, pix: false } })));
    renderSection().stopToasts();
    expect((await option('PAGUE PELO APP')).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'PAGUE VIA PIX' })).toBeNull();
    await waitFor(() => expect(readStored('forma-pagamento')).toBeUndefined());
  });

  it('defaults to paying on delivery, in cash, when nothing is paid in the app', async () => {
    stubFetch(answer(options({ online: { cartao: none, pix: false } })));
    renderSection().stopToasts();
    expect((await option('PAGUE NA ENTREGA')).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await waitFor(() =>
      expect(readStored('forma-pagamento')).toEqual({
        tipo_forma: 'na entrega',
        tipo_forma_pgto: 'entrega',
        forma: 'CASH',
        label: 'Dinheiro',
        valor: 0,
      }),
    );
    expect(screen.getByText('Dinheiro')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Trocar a forma de pagamento na entrega' }).getAttribute('href'),
    ).toBe('/adicionar-pagamento?origem=finalizar-pedido');
  });

  it('shows the saved card and what the cards screen stores afterwards', async () => {
    writeStored('forma-pagamento', cardChoice);
    stubFetch(answer(options()));
    const { onChooseCard, stopToasts } = renderSection();

    expect((await option('PAGUE PELO APP')).checked).toBe(true);
    expect(screen.getByText('Cartão da empresa')).toBeTruthy();
    expect(screen.getByText('Visa **** 4242')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trocar cartão' }));
    expect(onChooseCard).toHaveBeenCalledOnce();

    act(() =>
      paymentChoiceKey.write({
        ...cardChoice,
        bandeira: 'Elo',
        nome: 'Elo',
        cartao: { id: 10, tipo: 'Crédito', bandeira: 'Elo', final: '0001', apelido: null },
      }),
    );
    expect(await screen.findByText('Elo **** 0001')).toBeTruthy();
    expect(screen.getByText('Cartão de Crédito')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Este restaurante não aceita Elo pelo app. Escolha outro cartão.',
    );
    stopToasts();
  });

  it('stores each option picked and gives the card back on returning to the app', async () => {
    writeStored('forma-pagamento', cardChoice);
    stubFetch(answer(options()));
    renderSection().stopToasts();

    await userEvent.click(await option('PAGUE VIA PIX'));
    expect(readStored('forma-pagamento')).toEqual({
      tipo_forma: 'no app',
      tipo_forma_pgto: 'pix',
      forma: null,
      label: 'Pix',
    });
    expect(screen.getByText(/código Pix copia e cola/)).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'PAGUE NA ENTREGA' }));
    expect(readStored('forma-pagamento')).toMatchObject({
      tipo_forma: 'na entrega',
      forma: 'CASH',
      valor: 0,
    });
    expect(screen.getByRole('textbox', { name: 'Troco para' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'PAGUE PELO APP' }));
    expect(readStored('forma-pagamento')).toEqual(cardChoice);
    expect(screen.getByText('Visa **** 4242')).toBeTruthy();
  });

  it('paying in the app with no card picked yet stores no choice', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'pix',
      forma: null,
      label: 'Pix',
    });
    stubFetch(answer(options()));
    renderSection().stopToasts();
    await userEvent.click(await option('PAGUE PELO APP'));
    expect(readStored('forma-pagamento')).toBeUndefined();
    expect(screen.getByRole('radio', { name: 'PAGUE PELO APP' })).toHaveProperty('checked', true);
  });

  it('asks the change for cash to be above the order total', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'CASH',
      label: 'Dinheiro',
      valor: 0,
    });
    stubFetch(answer(options()));
    renderSection({ total: 8990 }).stopToasts();

    const field = await screen.findByRole('textbox', { name: 'Troco para' });
    await userEvent.type(field, '5000');
    expect((field as HTMLInputElement).value).toBe('R$ 50,00');
    expect(readStored('forma-pagamento')).toMatchObject({ forma: 'CASH', valor: 5000 });
    expect(screen.queryByText('O troco deve ser maior que o total do pedido.')).toBeNull();

    await userEvent.tab();
    expect(screen.getByText('O troco deve ser maior que o total do pedido.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(field);
    await userEvent.type(field, '0');
    expect((field as HTMLInputElement).value).toBe('R$ 500,00');
    expect(readStored('forma-pagamento')).toMatchObject({ valor: 50000 });
    expect(screen.queryByText('O troco deve ser maior que o total do pedido.')).toBeNull();

    await userEvent.clear(field);
    expect(readStored('forma-pagamento')).toMatchObject({ forma: 'CASH', valor: 0 });
    expect(screen.queryByText('O troco deve ser maior que o total do pedido.')).toBeNull();
  });

  it('shows the message the checkout passes under the change field', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'CASH',
      label: 'Dinheiro',
      valor: 2000,
    });
    stubFetch(answer(options()));
    renderSection({
      total: 8990,
      cashChangeError: 'O troco deve ser maior que o total do pedido.',
    }).stopToasts();
    const field = await screen.findByRole('textbox', { name: 'Troco para' });
    expect((field as HTMLInputElement).value).toBe('R$ 20,00');
    expect(screen.getByText('O troco deve ser maior que o total do pedido.')).toBeTruthy();
  });

  it('shows a delivery card choice with its brand and forma', async () => {
    writeStored('forma-pagamento', {
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'MEAL_VOUCHER',
      label: 'Vale-refeição VR',
      bandeira: 'VR',
      nome: 'VR',
    });
    stubFetch(answer(options()));
    renderSection().stopToasts();
    expect((await option('PAGUE NA ENTREGA')).checked).toBe(true);
    expect(screen.getByText('Vale-refeição na entrega')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Troco para' })).toBeNull();
  });

  it('shows no options for a store that answers 404', async () => {
    stubFetch({ status: 404, body: { status: 'error', code: 'payments_not_offered', message: 'x' } });
    renderSection().stopToasts();
    expect(await screen.findByText(NO_PAYMENT_OPTIONS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
