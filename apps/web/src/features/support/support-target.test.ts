import { describe, expect, it } from 'vitest';
import { supportPath, supportTargetFrom } from './support-target.ts';

describe('the chat page address', () => {
  it('carries the store and the order, and reads them back', () => {
    expect(supportPath({ lojaId: 2, pedidoId: 41 })).toBe('/atendimento?lojaId=2&pedidoId=41');
    expect(supportPath({})).toBe('/atendimento');
    expect(supportTargetFrom('?lojaId=2&pedidoId=41')).toEqual({ lojaId: 2, pedidoId: 41 });
  });

  it('ignores what is not a positive whole number', () => {
    expect(supportTargetFrom('?lojaId=abc&pedidoId=-3')).toEqual({ lojaId: null, pedidoId: null });
    expect(supportTargetFrom('?lojaId=1.5')).toEqual({ lojaId: null, pedidoId: null });
  });
});
