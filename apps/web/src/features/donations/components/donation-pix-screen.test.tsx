import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { donationFixture } from '../testing.ts';
import { DonationPixScreen } from './donation-pix-screen.tsx';

const answer = (data: unknown) => ({ body: { status: 'success', data } });

beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima' });
});
afterEach(() => vi.unstubAllGlobals());

describe('modal-pagamento-pix-doacao', () => {
  it('shows the QR code and copies the code, then thanks once the Pix is paid', async () => {
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
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(waiting.pix?.copia_e_cola);
    expect(page.toasts[0]).toMatchObject({ kind: 'success', message: 'Código copiado!' });
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(page.toasts[1]).toMatchObject({ kind: 'error' });

    expect(
      await screen.findByRole('heading', { name: 'Obrigado pela sua doação!' }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(page.toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Obrigado pela sua doação!' });
    page.stopToasts();
  }, 15_000);

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
});
