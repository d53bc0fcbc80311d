import type { OperatorOrderWire } from '@comanda/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_KEY_STORAGE } from './key-storage.ts';
import { OperatorApp } from './operator-app.tsx';

const KEY = `op_2_${'k'.repeat(43)}`;
const REFUSED = 'Chave do painel inválida. Peça uma nova chave à equipe responsável.';
const STORE = { id: 2, nome: 'Hanami Sushi Asa Norte' };
const encoder = new TextEncoder();

const order = (id: number, overrides: Partial<OperatorOrderWire> = {}): OperatorOrderWire => ({
  id,
  status: 'Pendente',
  criado_em: '2025-06-03T15:07:00.000Z',
  cliente: 'Ana Lima',
  endereco: 'SQN 210 Bloco B, 101, Apto 302 — Asa Norte',
  itens: [{ qtd: 2, nome: 'Temaki de Salmão', detalhes: 'Sem cebolinha · Obs.: bem enrolado' }],
  total: { valor: 7380, texto: 'R$\u00a073,80' },
  pagamento: 'Dinheiro',
  troco_para: { valor: 10000, texto: 'R$\u00a0100,00' },
  cpf_nota: '529.982.247-25',
  proximos: ['Confirmado', 'Cancelado'],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the board sees it: today's orders, moves, and the live stream the test writes to. */
function fakeApi(initial: OperatorOrderWire[]) {
  let orders = initial;
  let write: (text: string) => void = () => undefined;
  const moves: Array<{ body: unknown; headers: Record<string, string> }> = [];
  let refuseMove: { http: number; code: string; message: string } | null = null;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers['X-Operator-Key'] !== KEY)
      return json(401, { status: 'error', code: 'operator_key_invalid', message: REFUSED });
    if (url === '/api/operador/pedidos')
      return json(200, { status: 'success', data: { loja: STORE, pedidos: orders } });
    if (url === '/api/operador/pedido/status') {
      const body = JSON.parse(String(init.body)) as { pedidoId: number; status: OperatorOrderWire['status'] };
      moves.push({ body, headers });
      if (refuseMove)
        return json(refuseMove.http, { status: 'error', code: refuseMove.code, message: refuseMove.message });
      const moved = order(body.pedidoId, { status: body.status, proximos: [] });
      orders = orders.map((item) => (item.id === moved.id ? moved : item));
      return json(200, { status: 'success', data: moved });
    }
    if (url === '/api/operador/eventos') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          write = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return json(404, { status: 'error', code: 'not_found', message: 'Não encontrado.' });
  });
  return {
    fetch,
    moves,
    setOrders: (next: OperatorOrderWire[]) => {
      orders = next;
    },
    refuseNextMoves: (refusal: typeof refuseMove) => {
      refuseMove = refusal;
    },
    emit: (text: string) => write(text),
  };
}

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser would, without the top layer
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's XSRF-TOKEN cookie, as the server issues it
  document.cookie = 'XSRF-TOKEN=token-da-pagina';
});
afterEach(() => vi.unstubAllGlobals());

function withApi(orders: OperatorOrderWire[], key: string | null = KEY) {
  const api = fakeApi(orders);
  vi.stubGlobal('fetch', api.fetch);
  if (key) localStorage.setItem(OPERATOR_KEY_STORAGE, key);
  return api;
}

const column = (title: string) => screen.getByRole('region', { name: title });
const card = (id: number) => screen.getByRole('article', { name: `Pedido #${id}` });

describe('the key form', () => {
  it('keeps the key that opens the board and shows the API message for one it refuses', async () => {
    withApi([order(12)], null);
    const user = userEvent.setup();
    render(<OperatorApp />);

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert').textContent).toContain('Informe a chave da loja.');

    await user.type(screen.getByLabelText('Chave da loja'), 'op_2_errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(localStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();

    await user.clear(screen.getByLabelText('Chave da loja'));
    await user.type(screen.getByLabelText('Chave da loja'), KEY);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: STORE.nome })).toBeTruthy();
    expect(localStorage.getItem(OPERATOR_KEY_STORAGE)).toBe(KEY);
  });

  it("comes back with the server's message when the stored key is refused, and 'Sair' forgets the key", async () => {
    withApi([order(12)], `op_2_${'x'.repeat(43)}`);
    const user = userEvent.setup();
    render(<OperatorApp />);

    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(screen.getByLabelText('Chave da loja')).toBeTruthy();
    expect(localStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();

    await user.type(screen.getByLabelText('Chave da loja'), KEY);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(screen.getByLabelText('Chave da loja')).toBeTruthy();
    expect(localStorage.getItem(OPERATOR_KEY_STORAGE)).toBeNull();
  });
});

describe('the board', () => {
  it('shows what the kitchen needs on each order, by status', async () => {
    withApi([
      order(13, {
        status: 'Em preparo',
        proximos: ['Saiu para entrega', 'Pronto para retirar', 'Cancelado'],
      }),
      order(12),
    ]);
    render(<OperatorApp />);

    const pending = await screen.findByRole('article', { name: 'Pedido #12' });
    expect(column('Pendente').contains(pending)).toBe(true);
    const view = within(pending);
    expect(view.getByText('12:07')).toBeTruthy();
    expect(view.getByText('Ana Lima')).toBeTruthy();
    expect(view.getByText('SQN 210 Bloco B, 101, Apto 302 — Asa Norte')).toBeTruthy();
    expect(view.getByText('Temaki de Salmão')).toBeTruthy();
    expect(view.getByText('Sem cebolinha · Obs.: bem enrolado')).toBeTruthy();
    expect(view.getByText('R$ 73,80')).toBeTruthy();
    expect(view.getByText('Troco para R$ 100,00')).toBeTruthy();
    expect(view.getByText('529.982.247-25')).toBeTruthy();
    expect(view.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Confirmar',
      'Cancelar',
    ]);
    expect(
      within(card(13))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Saiu para entrega', 'Pronto para retirar', 'Cancelar']);
    expect(column('Em preparo').contains(card(13))).toBe(true);
  });

  it('moves an order with its button, sending the key and the CSRF token', async () => {
    const api = withApi([order(12)]);
    const user = userEvent.setup();
    render(<OperatorApp />);

    await user.click(
      await within(await screen.findByRole('article', { name: 'Pedido #12' })).findByRole('button', {
        name: 'Confirmar',
      }),
    );
    await vi.waitFor(() => expect(column('Confirmado').contains(card(12))).toBe(true));
    expect(api.moves).toEqual([
      {
        body: { pedidoId: 12, status: 'Confirmado' },
        headers: expect.objectContaining({ 'X-Operator-Key': KEY, 'X-XSRF-TOKEN': 'token-da-pagina' }),
      },
    ]);
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const api = withApi([order(12)]);
    const user = userEvent.setup();
    render(<OperatorApp />);

    const pending = await screen.findByRole('article', { name: 'Pedido #12' });
    await user.click(within(pending).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar pedido' });
    expect(dialog.textContent).toContain('Cancelar o pedido #12? O pagamento, se houver, será estornado.');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(api.moves).toEqual([]);

    await user.click(within(pending).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await vi.waitFor(() => expect(column('Cancelado').contains(card(12))).toBe(true));
    expect(api.moves.map((move) => move.body)).toEqual([{ pedidoId: 12, status: 'Cancelado' }]);
  });

  it("shows the API's refusal of a move in an alert", async () => {
    const api = withApi([order(12)]);
    const refusal = "Não é possível passar o pedido de 'Pendente' para 'Em preparo'.";
    api.refuseNextMoves({ http: 409, code: 'order_transition_invalid', message: refusal });
    const user = userEvent.setup();
    render(<OperatorApp />);

    const pending = await screen.findByRole('article', { name: 'Pedido #12' });
    await user.click(within(pending).getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an order placed while it is open, highlighted, when the live stream tells', async () => {
    const api = withApi([order(12)]);
    render(<OperatorApp />);
    await screen.findByRole('article', { name: 'Pedido #12' });
    expect(await screen.findByText('Ao vivo')).toBeTruthy();

    api.setOrders([order(14, { cliente: 'Bruno Costa' }), order(12)]);
    api.emit('event: status\ndata: {"pedidoId":14,"lojaId":2,"status":"Pendente","seq":3}\n\n');

    const arrived = await screen.findByRole('article', { name: 'Pedido #14' });
    expect(within(arrived).getByText('Novo')).toBeTruthy();
    expect(within(card(12)).queryByText('Novo')).toBeNull();
    expect(screen.getByText('Novo pedido #14 de Bruno Costa')).toBeTruthy();
  });
});
