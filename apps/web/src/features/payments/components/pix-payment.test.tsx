import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PixPaymentModel } from '../pix-payment.ts';
import { PixOutcome } from './pix-outcome.tsx';
import { PixPayment, type PixPaymentProps } from './pix-payment.tsx';

const pix = {
  copia_e_cola: '00020126580014br.gov.bcb.pix0136test-key5204000053039865404 5.005802BR6304ABCD',
  expira_em: '2026-05-04T15:15:00.000Z',
  valor: { valor: 500, texto: 'R$\u00a05,00' },
};
const waiting: PixPaymentModel = { state: 'waiting', pix };

function renderPix(props: Partial<PixPaymentProps> = {}) {
  const all: PixPaymentProps = {
    payment: waiting,
    secondsLeft: 845,
    caption: 'Pedido #41',
    title: 'Pague R$\u00a05,00 com Pix',
    paid: (
      <PixOutcome tone="paid" title="Pago!" text="Recebemos.">
        <button type="button">Continuar</button>
      </PixOutcome>
    ),
    failed: <PixOutcome tone="failed" text="O código expirou." />,
    ...props,
  };
  const view = render(<PixPayment {...all} />);
  return {
    ...view,
    rerenderWith: (next: Partial<PixPaymentProps>) => view.rerender(<PixPayment {...all} {...next} />),
  };
}

describe('PixPayment', () => {
  it('waits: what is paid, the amount, the QR code and copia e cola, the countdown, the status and the steps', () => {
    renderPix();
    expect(screen.getByText('Pedido #41')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pague R$\u00a05,00 com Pix' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR Code do Pix de R$\u00a05,00' })).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(pix.copia_e_cola);
    expect(screen.getByText('14:05')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Aguardando pagamento. Esta tela muda sozinha quando o Pix for pago.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Abra o app do seu banco e escolha pagar com Pix.',
      'Leia o QR Code ou cole o código copiado.',
      'Confira o valor e confirme o pagamento.',
    ]);
  });

  it('says the time left aloud once a minute, not every second', () => {
    const { container, rerenderWith } = renderPix();
    const spoken = () => container.querySelector('[aria-live="polite"]')?.textContent;
    expect(spoken()).toBe('14 minutos e 5 segundos');
    rerenderWith({ secondsLeft: 844 });
    expect(screen.getByText('14:04')).toBeTruthy();
    expect(spoken()).toBe('14 minutos e 5 segundos');
    rerenderWith({ secondsLeft: 840 });
    expect(spoken()).toBe('14 minutos');
  });

  it('pays the sandbox Pix through the payable’s callback (development builds)', async () => {
    const onSimulate = vi.fn(async () => undefined);
    renderPix({ onSimulate });
    await userEvent.click(screen.getByRole('button', { name: 'Simular pagamento (desenvolvimento)' }));
    expect(onSimulate).toHaveBeenCalledTimes(1);
  });

  it('has no simulate button without a callback', () => {
    renderPix();
    expect(screen.queryByRole('button', { name: /Simular pagamento/ })).toBeNull();
  });

  it('shows the payable’s paid view once paid', () => {
    renderPix({ payment: { state: 'paid', pix: null } });
    expect(screen.getByRole('status').textContent).toContain('Recebemos.');
    expect(screen.getByRole('heading', { name: 'Pago!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  });

  it('shows the payable’s failed view once failed, or when the charge is gone', () => {
    const { rerenderWith } = renderPix({ payment: { state: 'failed', pix } });
    expect(screen.getByRole('alert').textContent).toBe('O código expirou.');
    rerenderWith({ payment: { state: 'waiting', pix: null } });
    expect(screen.getByRole('alert').textContent).toBe('O código expirou.');
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  });
});
