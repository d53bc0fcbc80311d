import { PAYMENT_STATUSES } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { pixPaymentState } from './pix-payment.ts';

const pix = {
  copia_e_cola: '000201…6304ABCD',
  expira_em: '2026-05-04T15:15:00.000Z',
  valor: { valor: 500, texto: 'R$\u00a05,00' },
};

describe('a Pix payment’s state, whatever it pays for', () => {
  it('waits while the charge is open and time is left', () => {
    expect(pixPaymentState('aguardando', pix, 1)).toBe('waiting');
  });

  it('fails once the countdown ends or the charge is gone, before the server says so', () => {
    expect(pixPaymentState('aguardando', pix, 0)).toBe('failed');
    expect(pixPaymentState('aguardando', null, 600)).toBe('failed');
  });

  it('is paid once approved, whatever the clock says', () => {
    expect(pixPaymentState('aprovado', null, 0)).toBe('paid');
    expect(pixPaymentState('aprovado', pix, 600)).toBe('paid');
  });

  it.each(PAYMENT_STATUSES.filter((status) => status !== 'aguardando' && status !== 'aprovado'))(
    '%s: failed (not paid, or paid late and given back)',
    (status) => {
      expect(pixPaymentState(status, pix, 600)).toBe('failed');
    },
  );
});
