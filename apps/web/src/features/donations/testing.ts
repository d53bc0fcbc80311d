import type { DonationWire } from '@comanda/contract';

/** A donation as the API answers it; Pix waiting unless overridden. */
export function donationFixture(overrides: Partial<DonationWire> = {}): DonationWire {
  return {
    id: 7,
    valor: { valor: 500, texto: 'R$\u00a05,00' },
    status: 'aguardando',
    pagamento: { tipo: 'pix', label: 'Pix', bandeira: null, final: null },
    pix: {
      copia_e_cola: '00020126580014br.gov.bcb.pix0136donation-test-key5204000053039865404 5.005802BR6304ABCD',
      expira_em: new Date(Date.now() + 15 * 60_000).toISOString(),
      valor: { valor: 500, texto: 'R$\u00a05,00' },
    },
    motivo: null,
    pedidoId: 41,
    criado_em: '2026-03-09T22:00:00.000Z',
    ...overrides,
  };
}
