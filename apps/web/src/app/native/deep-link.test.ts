import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-link.ts';

const ORIGIN = 'https://app.hanamisushi.com.br';

describe('deepLinkPath', () => {
  it('opens the WhatsApp conversation and an order of the brand’s address, with its query', () => {
    expect(deepLinkPath(`${ORIGIN}/whatsapp/6f1c2b9e-7a51-4c1e-9d2f-0b3a4c5d6e7f`, ORIGIN)).toBe(
      '/whatsapp/6f1c2b9e-7a51-4c1e-9d2f-0b3a4c5d6e7f',
    );
    expect(deepLinkPath(`${ORIGIN}/tabs/detalhes-pedido?pedidoId=12`, ORIGIN)).toBe(
      '/tabs/detalhes-pedido?pedidoId=12',
    );
  });

  it('ignores another address, another path and what is not a URL', () => {
    expect(deepLinkPath('https://evil.example/tabs/detalhes-pedido?pedidoId=12', ORIGIN)).toBeNull();
    expect(deepLinkPath(`${ORIGIN}/tabs/minha-conta`, ORIGIN)).toBeNull();
    expect(deepLinkPath(`${ORIGIN}/whatsapp/a/b`, ORIGIN)).toBeNull();
    expect(deepLinkPath('not a url', ORIGIN)).toBeNull();
  });
});
