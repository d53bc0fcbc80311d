import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { ReservationsPage } from './reservations-page.tsx';

/** Screens wait for their calls; on a loaded machine that can take more than the default second. */
const LOADED = { timeout: 8000 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const store = {
  id: 1,
  nome: 'Hanami Sushi Asa Sul',
  endereco: 'SCLS 405 Bloco C, 12 - Loja 12 — Asa Sul, Brasília-DF',
  telefone: '(61) 3345-4050',
  horario: '18:00 às 23:00',
  pessoasMin: 1,
  pessoasMax: 3,
  diasAntecedencia: 2,
  antecedenciaMinutos: 60,
  datas: [
    { data: '2025-06-02', aberta: true },
    { data: '2025-06-03', aberta: false },
    { data: '2025-06-04', aberta: true },
  ],
};
const slots = {
  loja_id: 1,
  data: '2025-06-02',
  pessoas: 2,
  horarios: [
    { horario: '19:00', inicio: '2025-06-02T22:00:00.000Z', madrugada: false, vagas: 0, disponivel: false },
    { horario: '19:30', inicio: '2025-06-02T22:30:00.000Z', madrugada: false, vagas: 8, disponivel: true },
  ],
};

describe('Reservas', () => {
  it('lets a visitor browse, disables full slots and closed days, and asks for a login to confirm', async () => {
    const calls = stubFetch(
      { body: { status: 'success', data: [store] } },
      { body: { status: 'success', data: slots } },
    );
    const page = renderPage(<ReservationsPage />);
    const full = await screen.findByRole('button', { name: '19:00, lotado' }, LOADED);
    expect(full).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Amanhã 03/06/2025, sem horários' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls[1]?.url).toBe('/api/reservas/horarios?lojaId=1&data=2025-06-02&pessoas=2');

    fireEvent.click(screen.getByRole('button', { name: '19:30' }));
    expect(screen.getByRole('button', { name: '19:30' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(page.router.push).toHaveBeenCalledWith('/login', 'forward'), LOADED);
    expect(page.toasts.map((t) => t.message)).toEqual(['Faça login para continuar!!!']);
    expect(JSON.parse(window.sessionStorage.getItem('comanda-reservation-draft') ?? '{}')).toEqual({
      lojaId: 1,
      data: '2025-06-02',
      pessoas: 2,
      horario: '19:30',
    });
    expect(screen.getByRole('link', { name: 'Entre na sua conta' })).toBeTruthy();
    page.stopToasts();
  });

  it('keeps the party within the store’s limit', async () => {
    stubFetch(
      { body: { status: 'success', data: [store] } },
      { body: { status: 'success', data: slots } },
      { body: { status: 'success', data: { ...slots, pessoas: 3 } } },
    );
    const page = renderPage(<ReservationsPage />);
    const more = await screen.findByRole('button', { name: 'Aumentar quantidade de pessoas' }, LOADED);
    fireEvent.click(more);
    expect(screen.getByRole('status', { name: 'Quantidade de pessoas' }).textContent).toBe('3');
    expect(more).toHaveProperty('disabled', true);
    page.stopToasts();
  });

  it('books for a logged-in customer with name and phone, then shows the confirmation', async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Marina Kato', celular: '61998765432' });
    const reservation = {
      id: 7,
      loja_id: 1,
      loja_nome: store.nome,
      loja_endereco: store.endereco,
      data: '2025-06-02',
      horario: '19:30',
      inicio: '2025-06-02T22:30:00.000Z',
      madrugada: false,
      pessoas: 2,
      nome: 'Marina Kato',
      celular: '(61) 99876-5432',
      status: 'confirmada',
      cancelavel: true,
    };
    const calls = stubFetch(
      { body: { status: 'success', data: [store] } },
      { body: { status: 'success', data: [] } },
      { body: { status: 'success', data: slots } },
      { status: 201, body: { status: 'success', message: 'Reserva confirmada!', data: reservation } },
    );
    const page = renderPage(<ReservationsPage />);
    expect(await screen.findByText('Você não tem reservas futuras.', {}, LOADED)).toBeTruthy();
    expect(screen.getByLabelText('Nome*')).toHaveProperty('value', 'Marina Kato');
    expect(screen.getByLabelText('Celular*')).toHaveProperty('value', '(61) 99876-5432');
    fireEvent.change(screen.getByLabelText('Celular*'), { target: { value: '6133454050' } });
    fireEvent.click(await screen.findByRole('button', { name: '19:30' }, LOADED));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(await screen.findByText('Número de celular inválido!', {}, LOADED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Celular*'), { target: { value: '61998765432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(await screen.findByRole('heading', { name: 'Reserva confirmada!' }, LOADED)).toBeTruthy();
    expect(screen.getByText('segunda-feira, 02/06/2025')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      url: '/api/reservas',
      method: 'POST',
      body: {
        lojaId: 1,
        data: '2025-06-02',
        horario: '19:30',
        pessoas: 2,
        nome: 'Marina Kato',
        celular: '(61) 99876-5432',
      },
    });
    page.stopToasts();
  });
});
