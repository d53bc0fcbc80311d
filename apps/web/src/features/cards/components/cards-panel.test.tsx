import type { SavedCardWire } from '@comanda/contract';
import { cashPayment, type PaymentChoice, selectCard } from '@comanda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { registerDialogPresenter } from '../../../ui/dialogs/dialog-service.ts';
import type { ConfirmDialogOptions, DialogResult } from '../../../ui/dialogs/dialog-types.ts';
import { CardsPanel } from './cards-panel.tsx';

const card = (id: number, extra: Partial<SavedCardWire> = {}): SavedCardWire => ({
  id,
  tipo: 'Crédito',
  bandeira: 'Visa',
  final: String(1000 + id),
  apelido: null,
  metodo: 'mundipagg',
  falha_transacao: 0,
  doacao: false,
  validade: '08/31',
  ...extra,
});
const personal = card(1, { apelido: 'Pessoal' });
const failed = card(2, { apelido: 'Antigo', bandeira: 'Elo', metodo: 'braspag', falha_transacao: 1 });
const donationCard = card(3, { apelido: 'Doações', bandeira: 'Mastercard', doacao: true });
const wallet = (cards: SavedCardWire[]) => ({ body: { status: 'success', data: cards } });
const user = { jwt: 't', id_externo: 'c', nome: 'Ana', cartoes: [] };

/** Answers every confirm dialog with `answer`, keeping what was asked. */
function answerDialogs(answer: DialogResult) {
  const asked: ConfirmDialogOptions[] = [];
  const stop = registerDialogPresenter((request) => {
    if (request.kind !== 'confirm') return;
    asked.push(request.options);
    request.resolve(answer);
  });
  return { asked, stop };
}

afterEach(() => vi.unstubAllGlobals());

describe('cards screen (§2)', () => {
  it('says there are no cards yet and offers to add one', async () => {
    writeStored('usuario', user);
    stubFetch(wallet([donationCard]));
    const onAdd = vi.fn();
    const page = renderPage(<CardsPanel mode="manage" onAdd={onAdd} />);
    expect(await screen.findByText('Você ainda não tem formas de pagamento cadastradas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(readStored<{ cartoes: unknown[] }>('usuario')?.cartoes).toEqual([donationCard]);
    page.stopToasts();
  });

  it('lists the cards without the donation ones; only donation mode shows those', async () => {
    writeStored('usuario', user);
    stubFetch(wallet([personal, donationCard]), wallet([personal, donationCard]));
    const page = renderPage(<CardsPanel mode="manage" onAdd={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Cartões salvos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.card-tile__text')?.textContent),
    ).toEqual(['PessoalVisa **** 1001']);
    page.unmount();
    page.stopToasts();
    const donation = renderPage(<CardsPanel mode="donation" onAdd={() => {}} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    donation.stopToasts();
  });

  it('deletes a card after the confirm modal; the current payment falls back to cash', async () => {
    writeStored('usuario', user);
    const chosen = selectCard(personal);
    if (chosen.kind !== 'selected') throw new Error('a healthy card is selectable');
    writeStored('forma-pagamento', chosen.payment);
    const calls = stubFetch(wallet([personal, failed]), {
      body: { status: 'success', message: 'Cartão excluído com sucesso!', data: [failed] },
    });
    const dialogs = answerDialogs('executar');
    const page = renderPage(<CardsPanel mode="manage" onAdd={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir cartão Pessoal final 1001' }));
    await waitFor(() => expect(page.toasts).toEqual([expect.objectContaining({ kind: 'success' })]));
    expect(page.toasts[0]?.message).toBe('Cartão excluído com sucesso!');
    expect(dialogs.asked[0]).toMatchObject({ title: 'Excluir cartão', confirmText: 'Excluir' });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/cartao?cartao_id=1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(readStored<{ cartoes: SavedCardWire[] }>('usuario')?.cartoes).toEqual([failed]);
    expect(readStored('forma-pagamento')).toEqual(cashPayment());
    dialogs.stop();
    page.stopToasts();
  });

  it('keeps the card when the confirm modal is cancelled, and shows the server message on failure', async () => {
    writeStored('usuario', user);
    const calls = stubFetch(wallet([personal]), {
      status: 502,
      body: { status: 'error', code: 'payment_provider_error', message: 'Falha' },
    });
    const cancel = answerDialogs('cancelar');
    const page = renderPage(<CardsPanel mode="manage" onAdd={() => {}} />);
    const trash = await screen.findByRole('button', { name: 'Excluir cartão Pessoal final 1001' });
    await userEvent.click(trash);
    expect(calls).toHaveLength(1);
    cancel.stop();
    const confirm = answerDialogs('executar');
    vi.unstubAllGlobals();
    stubFetch({
      status: 404,
      body: { status: 'error', code: 'card_not_found', message: 'Cartão não encontrado.' },
    });
    await userEvent.click(trash);
    await waitFor(() =>
      expect(page.toasts).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Cartão não encontrado.' }),
      ]),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    confirm.stop();
    page.stopToasts();
  });

  it('select mode: a healthy card becomes the payment method and the modal is told', async () => {
    writeStored('usuario', user);
    writeStored('forma-pagamento', cashPayment());
    stubFetch(wallet([personal]));
    const picked: PaymentChoice[] = [];
    const page = renderPage(<CardsPanel mode="select" onAdd={() => {}} onSelected={(c) => picked.push(c)} />);
    const tile = await screen.findByRole('button', { name: /^Pessoal/ });
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(tile);
    const expected = selectCard(personal);
    expect(expected.kind).toBe('selected');
    if (expected.kind !== 'selected') return;
    expect(picked).toEqual([expected.payment]);
    expect(readStored('forma-pagamento')).toEqual(expected.payment);
    expect(expected.payment).toMatchObject({ forma: 'CREDIT', tipo_forma_pgto: 'online' });
    await waitFor(() => expect(tile.getAttribute('aria-pressed')).toBe('true'));
    page.stopToasts();
  });

  it("select mode: a failed card opens 'Houve um problema com seu cartão' and 'Excluir cartão' deletes it", async () => {
    writeStored('usuario', user);
    writeStored('forma-pagamento', cashPayment());
    const calls = stubFetch(wallet([personal, failed]), {
      body: { status: 'success', message: 'Cartão excluído com sucesso!', data: [personal] },
    });
    const dialogs = answerDialogs('executar');
    const picked: PaymentChoice[] = [];
    const page = renderPage(<CardsPanel mode="select" onAdd={() => {}} onSelected={(c) => picked.push(c)} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Antigo/ }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(dialogs.asked).toEqual([
      {
        title: 'Houve um problema com seu cartão',
        message:
          'Após uma atualização do sistema de pagamentos, os dados deste cartão não estão disponíveis para esta unidade. Cadastre o cartão novamente.',
        confirmText: 'Excluir cartão',
        cancelText: 'Cancelar',
        destructive: true,
      },
    ]);
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/cartao_cielo?cartao_id=2' });
    expect(picked).toEqual([]);
    expect(readStored('forma-pagamento')).toEqual(cashPayment());
    dialogs.stop();
    page.stopToasts();
  });

  it('manage mode: a failed card explains itself too; cancelling keeps it', async () => {
    writeStored('usuario', user);
    const calls = stubFetch(wallet([failed]));
    const dialogs = answerDialogs('cancelar');
    const page = renderPage(<CardsPanel mode="manage" onAdd={() => {}} />);
    expect(await screen.findByText('Cadastre novamente')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Antigo/ }));
    await waitFor(() =>
      expect(dialogs.asked.map((d) => d.title)).toEqual(['Houve um problema com seu cartão']),
    );
    expect(calls).toHaveLength(1);
    dialogs.stop();
    page.stopToasts();
  });

  it('donation mode: the card is remembered for the donation and the order is paid in cash', async () => {
    writeStored('usuario', user);
    stubFetch(wallet([personal, donationCard]));
    const picked: PaymentChoice[] = [];
    const page = renderPage(
      <CardsPanel mode="donation" onAdd={() => {}} onSelected={(c) => picked.push(c)} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Doações/ }));
    expect(readStored<PaymentChoice>('forma-pagamento-doacao')?.cartao?.id).toBe(3);
    expect(readStored('forma-pagamento')).toEqual(cashPayment());
    expect(picked.map((choice) => choice.cartao?.id)).toEqual([3]);
    page.stopToasts();
  });

  it('donation mode: deleting a card clears the donation card', async () => {
    writeStored('usuario', user);
    const chosen = selectCard(donationCard);
    if (chosen.kind !== 'selected') throw new Error('a healthy card is selectable');
    writeStored('forma-pagamento-doacao', chosen.payment);
    stubFetch(wallet([donationCard]), {
      body: { status: 'success', message: 'Cartão excluído com sucesso!', data: [] },
    });
    const dialogs = answerDialogs('executar');
    const page = renderPage(<CardsPanel mode="donation" onAdd={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir cartão Doações final 1003' }));
    expect(await screen.findByText('Você ainda não tem formas de pagamento cadastradas.')).toBeTruthy();
    expect(readStored('forma-pagamento-doacao')).toBeUndefined();
    dialogs.stop();
    page.stopToasts();
  });
});
