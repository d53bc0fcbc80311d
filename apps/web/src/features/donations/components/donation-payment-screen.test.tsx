import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { removeStored, writeStored } from '../../../testing/stored.ts';
import { donationFixture } from '../testing.ts';
import { DonationPaymentScreen } from './donation-payment-screen.tsx';

const card = {
  id: 3,
  tipo: 'Crédito',
  bandeira: 'Mastercard',
  final: '4444',
  apelido: 'Doações',
  doacao: true,
};
const donationCard = {
  tipo_forma: 'no app',
  tipo_forma_pgto: 'online',
  forma: 'CREDIT',
  label: 'Mastercard final 4444',
  cartao: card,
};
const byCard = {
  tipo: 'cartao' as const,
  label: 'Mastercard final 4444',
  bandeira: 'Mastercard',
  final: '4444',
};
const CONFIRMING = 'Recebemos sua doação e estamos confirmando o pagamento.';
const created = (data: unknown, message = 'Doação registrada.') => ({
  status: 201,
  body: { status: 'success', message, data },
});
const keysSent = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);

beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima' });
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(onChooseCard = vi.fn()) {
  const onClose = vi.fn();
  const page = renderPage(
    <DonationPaymentScreen valor={500} pedidoId={41} onClose={onClose} onChooseCard={onChooseCard} />,
  );
  return { page, onClose, onChooseCard };
}

describe('modal-forma-pagamento-doacao', () => {
  it('gives by the donation card: thanks with the server message and closes', async () => {
    writeStored('forma-pagamento-doacao', {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'online',
      forma: 'CREDIT',
      label: 'Mastercard final 4444',
      cartao: card,
    });
    const calls = stubFetch(
      created(donationFixture({ status: 'aprovado', pix: null }), 'Obrigado pela sua doação!'),
    );
    const { page } = renderScreen();
    expect(screen.getByText('Mastercard final 4444')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Doar R$\u00a05,00' }));
    await waitFor(() => expect(page.toasts).toHaveLength(1), { timeout: 5000 });
    expect(calls[0]).toMatchObject({
      url: '/api/doacao',
      method: 'POST',
      body: { valor: 500, pagamento: { tipo: 'cartao', cartao_id: 3 }, pedidoId: 41 },
    });
    expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.toasts[0]).toMatchObject({ kind: 'success', message: 'Obrigado pela sua doação!' });
    expect(page.router.push).toHaveBeenCalledWith('/tabs/cardapio', 'back', 'replace');
    page.stopToasts();
  });

  it('a card the provider has not answered yet: follows the donation until it is paid, then thanks', async () => {
    writeStored('forma-pagamento-doacao', donationCard);
    const confirming = donationFixture({ status: 'aguardando', pix: null, pagamento: byCard });
    const calls = stubFetch(
      created(confirming, CONFIRMING),
      { body: { status: 'success', data: confirming } },
      {
        body: {
          status: 'success',
          data: donationFixture({ status: 'aprovado', pix: null, pagamento: byCard }),
        },
      },
    );
    const { page, onClose } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Doar R$\u00a05,00' }));
    expect(await screen.findByText(CONFIRMING)).toBeTruthy();
    expect(page.toasts).toEqual([expect.objectContaining({ kind: 'info', message: CONFIRMING })]);
    expect(screen.queryByRole('button', { name: 'Doar R$\u00a05,00' })).toBeNull();
    await waitFor(() => expect(page.toasts).toHaveLength(2), { timeout: 8000 });
    expect(page.toasts[1]).toMatchObject({ kind: 'success', message: 'Obrigado pela sua doação!' });
    expect(calls.slice(1).map((call) => call.url)).toEqual([
      '/api/doacao?doacaoId=7',
      '/api/doacao?doacaoId=7',
    ]);
    expect(page.router.push).toHaveBeenCalledWith('/tabs/cardapio', 'back', 'replace');
    expect(onClose).not.toHaveBeenCalled();
    page.stopToasts();
  }, 15_000);

  it('a card confirmed as refused later: says why and offers the form again', async () => {
    writeStored('forma-pagamento-doacao', donationCard);
    const confirming = donationFixture({ status: 'aguardando', pix: null, pagamento: byCard });
    stubFetch(created(confirming, CONFIRMING), {
      body: {
        status: 'success',
        data: donationFixture({
          status: 'recusado',
          pix: null,
          pagamento: byCard,
          motivo: 'Cartão vencido.',
        }),
      },
    });
    const { page } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Doar R$\u00a05,00' }));
    await waitFor(() => expect(page.toasts).toHaveLength(2), { timeout: 5000 });
    expect(page.toasts[1]).toMatchObject({ kind: 'error', message: 'Cartão vencido.' });
    expect(screen.getByRole('button', { name: 'Doar R$\u00a05,00' })).toBeTruthy();
    expect(page.router.push).not.toHaveBeenCalled();
    page.stopToasts();
  });

  it('says why a card was refused and stays; the next attempt has a new key', async () => {
    writeStored('forma-pagamento-doacao', {
      tipo_forma: 'no app',
      tipo_forma_pgto: 'online',
      forma: 'CREDIT',
      label: 'Mastercard final 4444',
      cartao: card,
    });
    stubFetch(
      {
        status: 422,
        body: { status: 'error', code: 'payment_refused', message: 'Cartão recusado pelo emissor.' },
      },
      {
        status: 422,
        body: { status: 'error', code: 'payment_refused', message: 'Cartão recusado pelo emissor.' },
      },
    );
    const { page, onClose } = renderScreen();
    const give = screen.getByRole('button', { name: 'Doar R$\u00a05,00' });
    await userEvent.click(give);
    await waitFor(() => expect(page.toasts).toHaveLength(1), { timeout: 5000 });
    expect(page.toasts[0]).toMatchObject({ kind: 'error', message: 'Cartão recusado pelo emissor.' });
    expect(onClose).not.toHaveBeenCalled();
    expect(page.router.push).not.toHaveBeenCalled();
    await userEvent.click(give);
    await waitFor(() => expect(page.toasts).toHaveLength(2), { timeout: 5000 });
    const [first, second] = keysSent();
    expect(first).not.toBe(second);
    page.stopToasts();
  });

  it('sends the same key again only after a request that got no answer', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify(created(donationFixture()).body), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { page } = renderScreen();
    const give = screen.getByRole('button', { name: 'Doar R$\u00a05,00' });
    await userEvent.click(give);
    await waitFor(() => expect(page.toasts).toHaveLength(1), { timeout: 5000 });
    expect(page.toasts[0]).toMatchObject({ kind: 'error', message: 'Ocorreu um erro, tente novamente!' });
    await userEvent.click(give);
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith(
        '/modal-pagamento-pix-doacao?doacaoId=7',
        'forward',
        'replace',
      ),
    );
    const [first, second] = keysSent();
    expect(second).toBe(first);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      valor: 500,
      pagamento: { tipo: 'pix' },
      pedidoId: 41,
    });
    page.stopToasts();
  });

  it('asks for the donation card when none was chosen', async () => {
    const calls = stubFetch();
    const { page, onChooseCard } = renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Doar R$\u00a05,00' }));
    expect(onChooseCard).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Escolha o cartão da doação.');
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });

  it('tells a visitor to log in and takes them to the login, charging nothing', async () => {
    removeStored('usuario');
    const calls = stubFetch();
    const { page } = renderScreen();
    expect(screen.getByRole('alert').textContent).toContain('Faça login para fazer uma doação.');
    expect(screen.queryByRole('button', { name: /Doar/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(page.router.push).toHaveBeenCalledWith('/login', 'forward');
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
