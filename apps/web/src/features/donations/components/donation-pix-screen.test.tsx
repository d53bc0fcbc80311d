import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { donationFixture } from '../testing.ts';
import { DonationPixScreen } from './donation-pix-screen.tsx';

const answer = (data: unknown) => ({ body: { status: 'success', data } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('modal-pagamento-pix-doacao', () => {
  it('shows the Pix as an order’s, copies the code, thanks once paid and stops asking', async () => {
    const waiting = donationFixture();
    const calls = stubFetch(answer(waiting), answer(donationFixture({ status: 'aprovado', pix: null })));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = renderPage(<DonationPixScreen doacaoId={7} onClose={() => undefined} />);

    expect(
      await screen.findByRole('heading', { name: 'Doe R$\u00a05,00 com Pix' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/doacao?doacaoId=7', method: 'GET' });
    const qr = screen.getByRole('img', { name: 'QR Code do Pix de R$\u00a05,00' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText(/^1[45]:[0-5]\d$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Aguardando pagamento. Esta tela muda sozinha quando o Pix for pago.',
    );
    expect(screen.getByText('Leia o QR Code ou cole o código copiado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(waiting.pix?.copia_e_cola);
    expect(page.toasts[0]).toMatchObject({ kind: 'success', message: 'Código copiado!' });
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(page.toasts[1]).toMatchObject({ kind: 'error' });

    expect(
      await screen.findByRole('heading', { name: 'Obrigado pela sua doação!' }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.getByText('Recebemos sua doação de R$ 5,00.')).toBeTruthy();
    expect(page.toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Obrigado pela sua doação!' });
    // Paid is final: no more asking.
    await sleep(3500);
    expect(calls).toHaveLength(2);
    page.stopToasts();
  }, 20_000);

  it('does not ask while the tab is hidden, and asks again once it shows', async () => {
    const calls = stubFetch(answer(donationFixture()), answer(donationFixture()), answer(donationFixture()));
    const page = renderPage(<DonationPixScreen doacaoId={7} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Doe R$\u00a05,00 com Pix' })).toBeTruthy();
    setVisibility('hidden');
    await sleep(3500);
    expect(calls).toHaveLength(1);
    setVisibility('visible');
    await waitFor(() => expect(calls.length).toBeGreaterThan(1), { timeout: 4000 });
    page.stopToasts();
  }, 20_000);

  it('says so when the Pix expired and offers to give again', async () => {
    stubFetch(answer(donationFixture({ status: 'expirado', pix: null })));
    const page = renderPage(<DonationPixScreen doacaoId={7} onClose={() => undefined} />);
    expect(
      await screen.findByText('O código Pix expirou e a doação não foi cobrada.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Doar de novo' }));
    expect(page.router.push).toHaveBeenCalledWith('/modal-doacao?pedidoId=41', 'forward', 'replace');
    page.stopToasts();
  });

  it('says it expired when the countdown ends, before the server does', async () => {
    const soon = donationFixture();
    const expiring = answer({
      ...soon,
      pix: { ...soon.pix, expira_em: new Date(Date.now() + 1500).toISOString() },
    });
    stubFetch(expiring, expiring, expiring);
    const page = renderPage(<DonationPixScreen doacaoId={7} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Doe R$\u00a05,00 com Pix' })).toBeTruthy();
    expect(
      await screen.findByText('O código Pix expirou e a doação não foi cobrada.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
    page.stopToasts();
  });
});
