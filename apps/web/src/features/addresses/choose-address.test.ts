import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/render-page.tsx';
import { readStored, writeStored } from '../../testing/stored.ts';
import { registerDialogPresenter } from '../../ui/dialogs/dialog-service.ts';
import type { DialogRequest } from '../../ui/dialogs/dialog-types.ts';
import type { DeliveryAddress } from './address-rules.ts';
import { chooseAddress, findStore } from './choose-address.ts';

const store = (id: number, nome: string) => ({
  id,
  nome,
  tempoEntrega: 40,
  horario: '11:30 às 23:30',
  statusLoja: 'aberta',
  frete: { valor: 490, texto: 'R$ 4,90' },
  habilitadoShinguru: true,
  metodo_pagamento: 'mundipagg',
  distancia: 1.99,
});
const found = (id: number, nome: string) => ({
  body: {
    status: 'success',
    data: [{ loja: store(id, nome), coordenadas: { lat: -15.7468, lng: -47.879 } }],
  },
});
const notFound = {
  status: 404,
  body: {
    status: 'error',
    code: 'address_not_located',
    message: 'Não encontramos este endereço. Confira os dados ou use sua localização.',
  },
};
const noDelivery = {
  status: 404,
  body: { status: 'error', code: 'no_store_delivers', message: 'Ainda não entregamos neste endereço.' },
};

const asaNorte: DeliveryAddress = {
  apelido: 'Casa',
  logradouro: 'SQN 412 Bloco A',
  numero: '12',
  complemento: null,
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  ponto_referencia: null,
  lat: -15.7468,
  lng: -47.879,
  latitude: -15.7468,
  longitude: -47.879,
};
const bagOfStore5 = { lojaId: 5, itens: [{ produto_carrinho: 'x', qtd: 1 }], gift_cards: [] };

let dialogs: DialogRequest[] = [];
let answer: 'executar' | 'cancelar' = 'cancelar';
let stopDialogs: () => void = () => undefined;

beforeEach(() => {
  dialogs = [];
  stopDialogs = registerDialogPresenter((request) => {
    dialogs.push(request);
    if (request.kind === 'confirm') request.resolve(answer);
  });
  window.dataLayer = [];
});
afterEach(() => {
  stopDialogs();
  vi.unstubAllGlobals();
});

describe('store lookup (§4)', () => {
  it('asks with the typed address and the point confirmed on the map, as §7 lists', async () => {
    const calls = stubFetch(found(2, 'Hanami Sushi Asa Norte'));
    expect(await findStore(asaNorte)).toMatchObject({ kind: 'found', result: { loja: { id: 2 } } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('endereco=SQN+412+Bloco+A');
    expect(calls[0]!.url).toContain('bairro=Asa+Norte');
    expect(calls[0]!.url).toContain('lat=-15.7468');
    expect(calls[0]!.url).toContain('lng=-47.879');
  });

  it("retries by coordinates alone when the address is not found ('Não encontramos…')", async () => {
    const calls = stubFetch(notFound, found(2, 'Hanami Sushi Asa Norte'));
    const outcome = await findStore(asaNorte);
    expect(outcome).toMatchObject({ kind: 'found', result: { loja: { id: 2 } } });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).not.toContain('endereco=');
    expect(calls[1]!.url).toContain('lat=-15.7468');
    expect(calls[1]!.url).toContain('lng=-47.879');
  });

  it("answers 'no-delivery' without retrying when no store delivers there", async () => {
    const calls = stubFetch(noDelivery);
    expect(await findStore(asaNorte)).toEqual({ kind: 'no-delivery' });
    expect(calls).toHaveLength(1);
  });

  it('fails without retrying when there is no point to retry with', async () => {
    const calls = stubFetch(notFound);
    const { lat: _a, lng: _b, latitude: _c, longitude: _d, ...typed } = asaNorte;
    expect(await findStore(typed)).toMatchObject({ kind: 'failed', message: notFound.body.message });
    expect(calls).toHaveLength(1);
  });
});

describe('choosing an address', () => {
  it('clears store and menu and records the event when the store lookup fails', async () => {
    writeStored('loja', store(1, 'Hanami Sushi Asa Sul'));
    writeStored('cardapio', { categorias: [] });
    stubFetch(notFound, notFound);
    expect(await chooseAddress(asaNorte)).toMatchObject({ kind: 'failed' });
    expect(readStored('loja')).toBeUndefined();
    expect(readStored('cardapio')).toBeUndefined();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'loja_nao_encontrada' }));
  });

  it('keeps the current store when no store delivers to the new address', async () => {
    writeStored('loja', store(1, 'Hanami Sushi Asa Sul'));
    stubFetch(noDelivery);
    expect(await chooseAddress(asaNorte)).toEqual({ kind: 'no-delivery' });
    expect(readStored('loja')).toMatchObject({ id: 1 });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'loja_nao_encontrada', motivo: 'sem_entrega' }),
    );
  });

  it("asks 'Trocar de endereço' for a bag of another store; cancelling changes nothing", async () => {
    writeStored('loja', store(5, 'Hanami Sushi Pinheiros'));
    writeStored('endereco', { logradouro: 'Rua dos Pinheiros', numero: '300' });
    writeStored('carrinho', bagOfStore5);
    stubFetch(found(2, 'Hanami Sushi Asa Norte'));
    answer = 'cancelar';
    expect(await chooseAddress(asaNorte)).toEqual({ kind: 'cancelled' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.options).toMatchObject({
      title: 'Trocar de endereço',
      message: 'Parece que seu carrinho está salvo com outra loja.',
    });
    expect(readStored('loja')).toMatchObject({ id: 5 });
    expect(readStored('endereco')).toMatchObject({ logradouro: 'Rua dos Pinheiros' });
    expect(readStored('carrinho')).toEqual(bagOfStore5);
    expect(readStored('enderecos')).toBeUndefined();
  });

  it('confirming clears the bag and makes the address and its store current (visitor: on the device)', async () => {
    writeStored('carrinho', bagOfStore5);
    writeStored('desconto', { cupom: 'X' });
    writeStored('enderecos', [
      { ...asaNorte, localId: 'old', logradouro: 'Rua dos Pinheiros', principal: true },
    ]);
    stubFetch(found(2, 'Hanami Sushi Asa Norte'));
    answer = 'executar';
    const result = await chooseAddress(asaNorte);
    expect(result).toMatchObject({ kind: 'chosen' });
    expect(readStored('carrinho')).toBeUndefined();
    expect(readStored('desconto')).toBeUndefined();
    expect(readStored('loja')).toMatchObject({ id: 2, nome: 'Hanami Sushi Asa Norte' });
    const list = readStored<DeliveryAddress[]>('enderecos')!;
    expect(list.map((item) => [item.logradouro, item.principal])).toEqual([
      ['SQN 412 Bloco A', true],
      ['Rua dos Pinheiros', false],
    ]);
    expect(list[0]).toMatchObject({ loja_id: 2, localId: expect.any(String) });
    expect(readStored('endereco')).toEqual(list[0]);
  });

  it('does not ask when the bag belongs to the new store', async () => {
    writeStored('carrinho', { ...bagOfStore5, lojaId: 2 });
    stubFetch(found(2, 'Hanami Sushi Asa Norte'));
    expect(await chooseAddress(asaNorte)).toMatchObject({ kind: 'chosen' });
    expect(dialogs).toHaveLength(0);
    expect(readStored('carrinho')).toMatchObject({ lojaId: 2 });
  });

  it('saves a logged-in customer’s new address on the server and keeps the answer as current', async () => {
    writeStored('usuario', { jwt: 'token', id_externo: 'c1', nome: 'Ana' });
    const saved = {
      ...asaNorte,
      id: 7,
      nome: null,
      loja_id: 2,
      distancia_loja: 1.99,
      principal: true,
    };
    const calls = stubFetch(found(2, 'Hanami Sushi Asa Norte'), {
      body: { status: 'success', data: [saved] },
    });
    expect(await chooseAddress({ ...asaNorte, localId: 'device' })).toMatchObject({ kind: 'chosen' });
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/api/endereco_pedido' });
    expect(calls[1]!.body).not.toHaveProperty('localId');
    expect(calls[1]!.body).toMatchObject({ logradouro: 'SQN 412 Bloco A', numero: '12', lat: -15.7468 });
    expect(readStored('endereco')).toMatchObject({ id: 7, principal: true });
    expect(readStored('enderecos')).toBeUndefined();
  });

  it('selects a saved address with selecionar', async () => {
    writeStored('usuario', { jwt: 'token', id_externo: 'c1', nome: 'Ana' });
    const saved = { ...asaNorte, id: 7, nome: null, loja_id: 2, distancia_loja: 1.99, principal: true };
    const calls = stubFetch(found(2, 'Hanami Sushi Asa Norte'), {
      body: { status: 'success', data: [saved] },
    });
    await chooseAddress({ ...asaNorte, id: 7 });
    expect(calls[1]!.body).toEqual({ enderecoId: 7, selecionar: true });
  });
});
