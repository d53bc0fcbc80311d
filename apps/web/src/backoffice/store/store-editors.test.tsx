import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsEditor } from './payments-editor.tsx';
import { ReservationsEditor } from './reservations-editor.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const brands = (CREDIT: string[] = [], DEBIT: string[] = [], MEAL_VOUCHER: string[] = []) => ({
  CREDIT,
  DEBIT,
  MEAL_VOUCHER,
});
const PAYMENTS = {
  metodoPagamento: 'braspag',
  online: { cartao: brands(['Visa']), pix: true },
  entrega: { cartao: brands(['Visa'], [], ['Alelo']), dinheiro: false },
};
const RESERVATIONS = {
  ativa: true,
  lugaresPorHorario: 40,
  intervaloMinutos: 30,
  ultimaEntradaMinutos: 60,
  maxPessoas: 12,
  diasAntecedencia: 30,
  antecedenciaMinutos: 60,
};

/** The API: GET answers `data`; PUT answers what `put` gives for the body sent. */
function stubApi(data: unknown, put: (body: unknown) => Response) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(input), body });
    return method === 'GET' ? json(200, { status: 'success', data }) : put(body);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const box = (element: HTMLElement) => element as HTMLInputElement;
/** The texts an input is described by (its hint, its error). */
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the store’s payments card', () => {
  it('lets the admin tick brands, Pix and cash, and saves them for the store', async () => {
    const calls = stubApi(PAYMENTS, (body) =>
      json(200, { status: 'success', data: { ...(body as object), metodoPagamento: 'braspag' } }),
    );
    render(<PaymentsEditor lojaId={5} admin onFailure={() => {}} />);
    const credit = await screen.findByRole('group', { name: 'Crédito — no app' });
    expect(box(within(credit).getByRole('checkbox', { name: 'Visa' })).checked).toBe(true);
    expect(within(credit).queryByRole('checkbox', { name: 'Alelo' })).toBeNull();
    // Cielo takes no meal voucher in the app
    const voucherOnline = screen.getByRole('group', { name: 'Vale-refeição — no app' });
    expect(box(within(voucherOnline).getByRole('checkbox', { name: 'Alelo' })).disabled).toBe(true);

    await userEvent.click(within(credit).getByRole('checkbox', { name: 'Elo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pix no app' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dinheiro na entrega' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar formas de pagamento' }));
    expect(await screen.findByText('Formas de pagamento salvas.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/gestao/loja/pagamentos?lojaId=5',
      body: {
        online: { cartao: brands(['Visa', 'Elo']), pix: false },
        entrega: { cartao: brands(['Visa'], [], ['Alelo']), dinheiro: true },
      },
    });
  });

  it('shows the API’s message beside the brands it refused', async () => {
    stubApi(PAYMENTS, () =>
      json(400, {
        status: 'error',
        code: 'validation_failed',
        message: 'Visa aparece mais de uma vez.',
        errors: [{ campo: 'online.cartao.CREDIT.1', mensagem: 'Visa aparece mais de uma vez.' }],
      }),
    );
    const onFailure = vi.fn();
    render(<PaymentsEditor lojaId={5} admin onFailure={onFailure} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar formas de pagamento' }));
    const credit = screen.getByRole('group', { name: 'Crédito — no app' });
    expect(await within(credit).findByText('Visa aparece mais de uma vez.')).toBeTruthy();
    expect(onFailure).toHaveBeenCalled();
  });

  it('is read only for the store’s manager', async () => {
    stubApi(PAYMENTS, () => json(500, {}));
    render(<PaymentsEditor lojaId={5} admin={false} onFailure={() => {}} />);
    expect(
      await screen.findByText('Só a administração da marca muda as formas de pagamento da loja.'),
    ).toBeTruthy();
    expect(box(screen.getByRole('checkbox', { name: 'Pix no app' })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar formas de pagamento' })).toBeNull();
  });
});

describe('the store’s reservations card', () => {
  it('saves the switch and the numbers, and shows a refused field’s message', async () => {
    let refuse = true;
    const calls = stubApi(RESERVATIONS, (body) =>
      refuse
        ? json(400, {
            status: 'error',
            code: 'validation_failed',
            message: 'maxPessoas não pode ser maior que lugaresPorHorario.',
            errors: [
              { campo: 'maxPessoas', mensagem: 'maxPessoas não pode ser maior que lugaresPorHorario.' },
            ],
          })
        : json(200, { status: 'success', data: body }),
    );
    render(<ReservationsEditor lojaId={1} admin={false} onFailure={() => {}} />);
    const seats = await screen.findByLabelText('Lugares por horário');
    await userEvent.clear(seats);
    await userEvent.type(seats, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar reservas' }));
    expect(described(screen.getByLabelText('Máximo de pessoas por reserva'))).toContain(
      'maxPessoas não pode ser maior que lugaresPorHorario.',
    );

    refuse = false;
    const party = screen.getByLabelText('Máximo de pessoas por reserva');
    await userEvent.clear(party);
    await userEvent.type(party, '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aceita reservas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar reservas' }));
    expect(await screen.findByText('Configurações de reserva salvas.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/gestao/loja/reservas?lojaId=1',
      body: { ...RESERVATIONS, ativa: false, lugaresPorHorario: 6, maxPessoas: 4 },
    });
  });
});
