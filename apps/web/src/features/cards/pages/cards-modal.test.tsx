import type { SavedCardWire } from '@comanda/contract';
import type { PaymentChoice } from '@comanda/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { CardsModal } from './cards-modal.tsx';

// Ionic's modal element moves its content out of React's tree, which jsdom cannot follow: the dialog here is a
// plain element with the same name and children.
vi.mock('../../../ui/app-modal.tsx', () => ({
  AppModal: ({ label, children }: { label?: string; children: ReactNode }) => (
    <div role="dialog" aria-label={label}>
      {children}
    </div>
  ),
}));

const card: SavedCardWire = {
  id: 1,
  tipo: 'Débito',
  bandeira: 'Elo',
  final: '4242',
  apelido: null,
  metodo: 'mundipagg',
  falha_transacao: 0,
  doacao: false,
  validade: '08/31',
};

afterEach(() => vi.unstubAllGlobals());

describe('cards modal', () => {
  it("is titled 'Cartões cadastrados', adds a card in place and closes once a card is picked", async () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana' });
    const list = { body: { status: 'success', data: [card] } };
    stubFetch(list, list);
    const picked: PaymentChoice[] = [];
    const onClose = vi.fn();
    const page = renderPage(
      <CardsModal isOpen mode="select" onClose={onClose} onSelected={(choice) => picked.push(choice)} />,
    );
    expect(screen.getByRole('dialog', { name: 'Cartões cadastrados' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cartões cadastrados' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar cartão' }));
    expect(screen.getByRole('dialog', { name: 'Adicionar cartão' })).toBeTruthy();
    expect(screen.getByLabelText('Número do cartão')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Cartão de Débito/ }));
    expect(picked.map((choice) => choice.forma)).toEqual(['DEBIT']);
    expect(onClose).toHaveBeenCalled();
    page.stopToasts();
  });

  it('mounts nothing until it opens', () => {
    const calls = stubFetch();
    const page = renderPage(<CardsModal isOpen={false} mode="manage" onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Adicionar cartão' })).toBeNull();
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
