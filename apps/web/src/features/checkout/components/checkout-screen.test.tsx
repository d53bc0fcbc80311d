import { cashPayment, pixPayment } from '@comanda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalRequest, onScreenModalRequested } from '../../../lib/screen-demand.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { money, orderFixture, pricedBagFixture } from '../testing.ts';
import { CheckoutScreen, type CheckoutScreenProps, PAYMENT_REFUSED_HINT } from './checkout-screen.tsx';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers each API path with its own queue of answers (the last one repeats); `null` is a network failure. */
function routeFetch(routes: Record<string, ({ status?: number; body: unknown } | null)[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const path = url.replace(/^\/api\//, '').split('?')[0] ?? '';
      const queue = routes[path];
      if (!queue) throw new Error(`unexpected call ${url}`);
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      if (answer === null || answer === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const bag = {
  lojaId: 2,
  gift_cards: [],
  itens: [
    {
      produto_carrinho: 'linha-1',
      cod: 1002,
      nome: 'Combinado Tradicional 20 peças',
      categoria: 'Combinados',
      qtd: 1,
      preco: { unitario: money(9490), total: money(9490) },
      adicionais: [],
      opcionais: [],
      obrigatorios: [{ cod: 11, opcional: 'Shoyu light', selecionado: true, preco: { unitario: 0 } }],
      observacao: 'Sem gengibre',
    },
  ],
};
const address = {
  id: 7,
  apelido: null,
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  complemento: 'Apto 302',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: null,
  ponto_referencia: null,
  lat: -15.77,
  lng: -47.88,
};
const card = { id: 31, tipo: 'Crédito', bandeira: 'Visa', final: '0010', apelido: null };
const cardChoice = {
  tipo_forma: 'no app',
  tipo_forma_pgto: 'online',
  forma: 'CREDIT',
  label: 'Cartão de Crédito **** 0010',
  bandeira: 'Visa',
  nome: 'Visa',
  cartao: card,
};
const priced = (total = 10_290) => ({ body: { status: 'success', data: pricedBagFixture(total) } });

function setUp(payment: unknown = cardChoice, user: Record<string, unknown> = {}) {
  writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima', cpf: '529.982.247-25', ...user });
  writeStored('carrinho', bag);
  writeStored('endereco', address);
  writeStored('loja', { id: 2, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 });
  writeStored('forma-pagamento', payment);
}

function renderCheckout(props: Partial<CheckoutScreenProps> = {}) {
  const onClose = vi.fn();
  const page = renderPage(
    <CheckoutScreen
      variant="page"
      onClose={onClose}
      renderPayment={({ total, cashChangeError }) => (
        <section aria-label="Forma de pagamento">
          <p>Pagar {total}</p>
          {cashChangeError && <p>{cashChangeError}</p>}
        </section>
      )}
      renderSummary={(pricedBag) => <p data-testid="resumo">{pricedBag.totais.total.texto}</p>}
      checkPayment={(choice, total) =>
        choice.forma === 'CASH' && (choice.valor ?? 0) > 0 && (choice.valor ?? 0) <= total
          ? 'O troco deve ser maior que o total do pedido.'
          : null
      }
      {...props}
    />,
  );
  return { ...page, onClose };
}

const placeButton = () => screen.getByRole('button', { name: 'Fazer pedido' });
const orderCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/pedido');
const events = () => (window.dataLayer ?? []) as { event: string; ecommerce?: Record<string, unknown> }[];

beforeEach(() => vi.stubGlobal('innerWidth', 390));
afterEach(() => vi.unstubAllGlobals());

describe('finalizar-pedido', () => {
  it('shows the address, store, delivery time, lines and the server’s total, and reports begin_checkout', async () => {
    setUp();
    routeFetch({ 'carrinho/calcular': [priced()] });
    const page = renderCheckout();
    expect(screen.getByText('SQN 210 Bloco B, 101')).toBeTruthy();
    expect(screen.getByText('Apto 302, Asa Norte, Brasília - DF')).toBeTruthy();
    expect(screen.getByText('Entrega em cerca de 40 min')).toBeTruthy();
    expect(screen.getByText('Shoyu light')).toBeTruthy();
    expect(screen.getByText('Obs.: Sem gengibre')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('R$\u00a0102,90'));
    expect(screen.getByTestId('resumo').textContent).toBe('R$\u00a0102,90');
    expect(screen.getByText('Pagar 10290')).toBeTruthy();
    expect(events().find((e) => e.event === 'begin_checkout')?.ecommerce).toMatchObject({
      currency: 'BRL',
      value: 102.9,
      items: [{ item_id: '1002', item_name: 'Combinado Tradicional 20 peças', quantity: 1 }],
    });
    page.stopToasts();
  });

  it('an order the gift cards pay in full asks for no payment method and says so', async () => {
    const cashWithChange = { ...cashPayment(), valor: 5000 };
    setUp(cashWithChange);
    const covered = pricedBagFixture(0);
    covered.totais.gifts_cards = [
      {
        numero_cartao_mascarado: '6035 **** **** 2222',
        valor_debitado: money(10_290),
        valor_restante: money(4710),
        token: 'gc-token',
      },
    ];
    const calls = routeFetch({
      'carrinho/calcular': [{ body: { status: 'success', data: covered } }],
      pedido: [
        {
          status: 201,
          body: { status: 'success', message: 'Pedido realizado com sucesso!', data: orderFixture() },
        },
      ],
    });
    const page = renderCheckout();
    expect(await screen.findByTestId('pago-com-gift-card')).toHaveProperty(
      'textContent',
      'Pago com gift card',
    );
    expect(screen.getByText('Gift card 6035 **** **** 2222')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Forma de pagamento' })).toBeNull();
    expect(screen.queryByText(/Troco para/)).toBeNull();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    // The cash choice kept from an earlier order is not sent: there is nothing to pay.
    expect((orderCalls(calls)[0]!.body as { pagamento: unknown }).pagamento).toEqual({
      tipo: 'dinheiro',
      troco_para: null,
    });
    page.stopToasts();
  });

  it('leaves at once with an empty bag', () => {
    setUp();
    writeStored('carrinho', { ...bag, itens: [] });
    routeFetch({});
    const page = renderCheckout();
    expect(page.toasts.map((t) => t.message)).toEqual(['Sua sacola está vazia.']);
    expect(page.onClose).toHaveBeenCalled();
    page.stopToasts();
  });

  it('refuses and clears a bag of another store on entering, as the bag does', () => {
    setUp();
    writeStored('loja', { id: 4, nome: 'Hanami Sushi Águas Claras' });
    const calls = routeFetch({});
    const page = renderCheckout();
    expect(page.toasts.map((t) => t.message)).toEqual(['Parece que seu carrinho está salvo com outra loja.']);
    expect(readStored('carrinho')).toBeUndefined();
    expect(page.onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
    page.stopToasts();
  });

  it('prices and shows the payment options of the current store, and follows it when it changes', async () => {
    setUp();
    const calls = routeFetch({ 'carrinho/calcular': [priced()] });
    const page = renderCheckout({
      renderPayment: ({ lojaId, total }) => (
        <p>
          Pagamento da loja {lojaId}: {total}
        </p>
      ),
    });
    expect(await screen.findByText('Pagamento da loja 2: 10290')).toBeTruthy();
    expect(calls.map((call) => (call.body as { lojaId: number }).lojaId)).toEqual([2]);
    // The customer now orders from store 4 and the bag holds lines put there (the bag was re-homed with them).
    writeStored('loja', { id: 4, nome: 'Hanami Sushi Águas Claras' });
    writeStored('carrinho', { ...bag, lojaId: 4 });
    expect(await screen.findByText('Pagamento da loja 4: 10290')).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => (call.body as { lojaId: number }).lojaId)).toEqual([2, 4]),
    );
    page.stopToasts();
  });

  it('places a card order: one key, the bag cleared, purchase reported, the order opened with the success toast', async () => {
    setUp(cardChoice);
    const order = orderFixture({
      status: 'Pendente',
      pix: null,
      formaPagamento: {
        ...orderFixture().formaPagamento,
        tipo: 'cartao',
        forma: 'CREDIT',
        status: 'aprovado',
      },
    });
    const calls = routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [
        { status: 201, body: { status: 'success', message: 'Pedido realizado com sucesso!', data: order } },
      ],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('switch', { name: 'Incluir CPF na nota fiscal' }));
    await userEvent.click(placeButton());

    await waitFor(() => expect(page.toasts.map((t) => t.message)).toContain('Pedido realizado com sucesso!'));
    const [call] = orderCalls(calls);
    expect(call?.method).toBe('POST');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(call?.body).toEqual({
      lojaId: 2,
      itens: [
        {
          cod: 1002,
          qtd: 1,
          adicionais: [],
          opcionais: [],
          obrigatorios: [{ cod: 11 }],
          observacao: 'Sem gengibre',
          preco: { unitario: { valor: 9490 }, total: { valor: 9490 } },
        },
      ],
      cupom: null,
      gift_cards: [],
      endereco_id: 7,
      pagamento: { tipo: 'cartao', cartao_id: 31 },
      cpf_nota: '529.982.247-25',
      total: { valor: 10_290 },
      canal: 'app',
    });
    expect(readStored('carrinho')).toBeUndefined();
    expect(page.router.push).toHaveBeenCalledWith('/tabs/detalhes-pedido?pedidoId=41', 'root', 'replace');
    expect(events().map((e) => e.event)).toEqual(
      expect.arrayContaining(['begin_checkout', 'add_payment_info', 'purchase']),
    );
    expect(events().find((e) => e.event === 'purchase')?.ecommerce).toMatchObject({
      transaction_id: '41',
      value: 102.9,
      shipping: 8,
    });
    expect(events().find((e) => e.event === 'add_payment_info')?.ecommerce).toMatchObject({
      payment_type: 'Cartão pelo app',
    });
    page.stopToasts();
  });

  it('a card the provider has not answered yet: the order opens, its details follow the payment', async () => {
    setUp(cardChoice);
    const order = orderFixture({
      status: 'Aguardando pagamento',
      pix: null,
      formaPagamento: {
        ...orderFixture().formaPagamento,
        tipo: 'cartao',
        forma: 'CREDIT',
        status: 'aguardando',
      },
    });
    const confirming = 'Recebemos seu pedido e estamos confirmando o pagamento.';
    routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [{ status: 201, body: { status: 'success', message: confirming, data: order } }],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() =>
      expect(page.toasts).toEqual([expect.objectContaining({ kind: 'info', message: confirming })]),
    );
    expect(readStored('carrinho')).toBeUndefined();
    expect(page.router.push).toHaveBeenCalledWith('/tabs/detalhes-pedido?pedidoId=41', 'root', 'replace');
    page.stopToasts();
  });

  it('a refused card keeps the bag, says why and lets the customer choose again with a new key', async () => {
    setUp(cardChoice);
    const reason = 'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.';
    const calls = routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [
        {
          status: 422,
          body: {
            status: 'error',
            code: 'card_declined',
            message: reason,
            data: { pedidoId: 40, status: 'Cancelado' },
          },
        },
        { status: 201, body: { status: 'success', data: orderFixture({ status: 'Pendente', pix: null }) } },
      ],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());

    // The reason is said once, in the toast; beside the payment stays what to do, in other words.
    await waitFor(() => expect(screen.getByText(PAYMENT_REFUSED_HINT)).toBeTruthy());
    expect(page.toasts).toEqual([expect.objectContaining({ kind: 'error', message: reason })]);
    expect(screen.queryByText(reason)).toBeNull();
    expect(readStored('carrinho')).toMatchObject({ lojaId: 2 });
    expect(page.router.push).not.toHaveBeenCalled();

    // Another card: the message goes, and the new attempt has a key of its own.
    writeStored('forma-pagamento', { ...cardChoice, cartao: { ...card, id: 32, final: '1000' } });
    await waitFor(() => expect(screen.queryByText(PAYMENT_REFUSED_HINT)).toBeNull());
    await userEvent.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second?.body).toMatchObject({ pagamento: { tipo: 'cartao', cartao_id: 32 } });
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    page.stopToasts();
  });

  it('a changed total is shown and placed again, confirmed, with a new key', async () => {
    setUp(pixPayment());
    const message = 'O valor do seu pedido mudou. Confira o novo total e confirme novamente.';
    const calls = routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [
        {
          status: 409,
          body: { status: 'error', code: 'order_total_changed', message, data: pricedBagFixture(11_290) },
        },
        { status: 201, body: { status: 'success', data: orderFixture() } },
      ],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(message)).toBeTruthy();
    expect(notice.textContent).toContain('Novo total: R$\u00a0112,90');
    expect(screen.getByTestId('checkout-total').textContent).toBe('R$\u00a0112,90');
    expect(screen.getByTestId('resumo').textContent).toBe('R$\u00a0112,90');
    expect(readStored('carrinho')).toMatchObject({ lojaId: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar novo total' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second?.body).toMatchObject({ total: { valor: 11_290 }, pagamento: { tipo: 'pix' } });
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    // A Pix order opens its payment, keeping the bag aside for a retry.
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/pagamento-pedido-pix?pedidoId=41', 'root', 'replace'),
    );
    expect(readStored('carrinho')).toBeUndefined();
    expect(readStored('pedido-pix')).toMatchObject({ pedidoId: 41, sacola: { carrinho: { lojaId: 2 } } });
    page.stopToasts();
  });

  it('sends the same attempt again with the same key after a network failure', async () => {
    setUp(pixPayment());
    const calls = routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [null, { status: 201, body: { status: 'success', data: orderFixture() } }],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Ocorreu um erro, tente novamente!']),
    );
    await userEvent.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    page.stopToasts();
  });

  it('refuses to place an order offline: nothing is sent, nothing is queued', async () => {
    setUp({ tipo_forma: 'no app', tipo_forma_pgto: 'online', forma: 'CREDIT', label: 'Cartão' });
    writeStored('forma-pagamento', cashPayment());
    const calls = routeFetch({ 'carrinho/calcular': [priced()] });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(placeButton());
    onLine.mockRestore();
    expect(page.toasts.map((t) => t.message)).toEqual([
      'Você está sem internet. Conecte-se para finalizar o pedido.',
    ]);
    expect(orderCalls(calls)).toEqual([]);
    page.stopToasts();
  });

  it('checks the payment before placing: none chosen, change too low', async () => {
    setUp({ tipo_forma: 'no app', tipo_forma_pgto: 'online', forma: 'CREDIT', label: 'Cartão' });
    const calls = routeFetch({ 'carrinho/calcular': [priced()] });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    expect(page.toasts.map((t) => t.message)).toEqual(['Escolha uma forma de pagamento.']);

    writeStored('forma-pagamento', { ...cashPayment(), valor: 5000 });
    await userEvent.click(placeButton());
    expect(screen.getByText('O troco deve ser maior que o total do pedido.')).toBeTruthy();
    expect(orderCalls(calls)).toHaveLength(0);
    page.stopToasts();
  });

  it('refuses a store that closed, with the server’s message, and keeps the bag', async () => {
    setUp(cashPayment());
    routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [
        {
          status: 422,
          body: { status: 'error', code: 'store_closed', message: 'Restaurante fechado no momento.' },
        },
      ],
    });
    const page = renderCheckout();
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Restaurante fechado no momento.']),
    );
    expect(readStored('carrinho')).toMatchObject({ lojaId: 2 });
    page.stopToasts();
  });

  it('asks for a saved address, and offers to add a CPF when the account has none', async () => {
    setUp(pixPayment(), { cpf: null });
    writeStored('endereco', { ...address, id: undefined, localId: 'aqui' });
    const calls = routeFetch({ 'carrinho/calcular': [priced()] });
    const page = renderCheckout();
    expect(screen.getByRole('alert').textContent).toBe(
      'Salve este endereço na sua conta para fazer o pedido.',
    );
    expect(screen.getByRole('link', { name: 'Adicionar CPF' }).getAttribute('href')).toBe('/adicionar-cpf');
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    expect(page.toasts.map((t) => t.message)).toEqual([
      'Salve este endereço na sua conta para fazer o pedido.',
    ]);
    expect(orderCalls(calls)).toHaveLength(0);
    page.stopToasts();
  });

  it('in the desktop modal, a Pix order swaps the modal for its payment', async () => {
    vi.stubGlobal('innerWidth', 1280);
    setUp(pixPayment());
    routeFetch({
      'carrinho/calcular': [priced()],
      pedido: [{ status: 201, body: { status: 'success', data: orderFixture() } }],
    });
    const requests: (ModalRequest | null)[] = [];
    const stop = onScreenModalRequested((request) => requests.push(request));
    const page = renderCheckout({ variant: 'modal' });
    await waitFor(() => expect(placeButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(placeButton());
    await waitFor(() => expect(requests).toEqual([{ name: 'pix', pedidoId: 41 }]));
    stop();
    page.stopToasts();
  });
});
