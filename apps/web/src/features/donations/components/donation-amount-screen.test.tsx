import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { DonationAmountScreen, maskDonation } from './donation-amount-screen.tsx';

const MESSAGE = 'Escolha um valor de doação entre R$ 1,00 e R$ 500,00.';

beforeEach(() => vi.stubGlobal('innerWidth', 390));
afterEach(() => vi.unstubAllGlobals());

describe('modal-doacao', () => {
  it('offers the amounts in BRL and goes on with the one chosen', async () => {
    const page = renderPage(<DonationAmountScreen pedidoId={41} onClose={() => undefined} />);
    for (const label of ['R$\u00a02,00', 'R$\u00a05,00', 'R$\u00a010,00', 'R$\u00a020,00', 'Outro valor'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'R$\u00a05,00' }));
    expect(screen.getByRole('button', { name: 'R$\u00a05,00' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith(
        '/modal-forma-pagamento-doacao?valor=500&pedidoId=41',
        'forward',
        'replace',
      ),
    );
    page.stopToasts();
  });

  it('asks for an amount before going on', async () => {
    const page = renderPage(<DonationAmountScreen pedidoId={null} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE);
    expect(page.router.push).not.toHaveBeenCalled();

    // choosing clears the message; a preset then goes on
    await userEvent.click(screen.getByRole('button', { name: 'Outro valor' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(screen.getByLabelText('Valor da doação').getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'R$\u00a010,00' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(screen.queryByLabelText('Valor da doação')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith(
        '/modal-forma-pagamento-doacao?valor=1000',
        'forward',
        'replace',
      ),
    );
    page.stopToasts();
  });

  it("checks 'Outro valor' with the domain's rule, typed through the money mask", async () => {
    const page = renderPage(<DonationAmountScreen pedidoId={null} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Outro valor' }));
    const field = screen.getByLabelText('Valor da doação') as HTMLInputElement;
    await userEvent.type(field, '50');
    expect(field.value).toBe('R$ 0,50');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, '50001');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(page.router.push).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '1234');
    expect(field.value).toBe('R$ 12,34');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith(
        '/modal-forma-pagamento-doacao?valor=1234',
        'forward',
        'replace',
      ),
    );
    page.stopToasts();
  });

  it('masks money with thousands and drops what is not a digit', () => {
    expect(maskDonation('')).toBe('');
    expect(maskDonation('abc')).toBe('');
    expect(maskDonation('100000')).toBe('R$ 1.000,00');
  });
});
