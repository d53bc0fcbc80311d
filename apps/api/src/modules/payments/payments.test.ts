import type { CatalogFileInput } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../../catalog/importer.ts';
import { build, demoCatalog } from '../../testing/build.ts';
import { PAYMENT_MESSAGES } from './texts.ts';

const { app, database } = await build();

const options = (query: string) => app.inject({ method: 'GET', url: `/api/pagamentos?${query}` });

const VOUCHERS = ['Alelo', 'Sodexo', 'Ticket Restaurante', 'VR', 'Visa Refeição'];
const pix = { tipo_forma_pgto: 'pix', label: 'PAGUE VIA PIX' };
const inApp = { tipo_forma_pgto: 'online', label: 'PAGUE PELO APP' };
const delivery = { tipo_forma_pgto: 'entrega', label: 'PAGUE NA ENTREGA' };

describe('payment options per store (GET pagamentos)', () => {
  it('answers the Asa Sul store: cards and Pix in the app, card machine and cash on delivery', async () => {
    const res = await options('lojaId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        lojaId: 1,
        metodo_pagamento: 'mundipagg',
        online: {
          cartao: {
            CREDIT: ['Visa', 'Mastercard', 'Elo', 'Amex', 'Hipercard', 'Diners'],
            DEBIT: [],
            MEAL_VOUCHER: VOUCHERS,
          },
          pix: true,
        },
        entrega: {
          cartao: {
            CREDIT: ['Visa', 'Mastercard', 'Elo', 'Amex', 'Hipercard', 'Hiper', 'Diners'],
            DEBIT: ['Visa', 'Mastercard', 'Elo'],
            MEAL_VOUCHER: VOUCHERS,
          },
          dinheiro: true,
        },
        opcoes: [pix, inApp, delivery],
        padrao: 'online',
        tokenizacao: null,
      },
    });
  });

  it('answers every demo store as its catalogue entry says (§4 options and default)', async () => {
    const catalog = demoCatalog() as unknown as CatalogFileInput;
    expect(catalog.stores.length).toBeGreaterThanOrEqual(5);
    const seen = new Set<string>();
    for (const store of catalog.stores) {
      const settings = store.pagamentos!;
      const res = await options(`lojaId=${store.id}`);
      expect(res.statusCode, `loja ${store.id}`).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        lojaId: store.id,
        metodo_pagamento: store.metodoPagamento,
        online: { cartao: settings.online?.cartao, pix: settings.online?.pix },
        entrega: { cartao: settings.entrega?.cartao, dinheiro: settings.entrega?.dinheiro },
      });
      seen.add(JSON.stringify(data.opcoes));
    }
    // The demo covers stores with and without Pix, with and without cash, on both providers.
    expect((await options('lojaId=3')).json().data).toMatchObject({
      online: { pix: false },
      opcoes: [inApp, delivery],
      padrao: 'online',
    });
    expect((await options('lojaId=4')).json().data.entrega.dinheiro).toBe(false);
    expect((await options('lojaId=5')).json().data).toMatchObject({
      metodo_pagamento: 'braspag',
      online: { cartao: { MEAL_VOUCHER: [] } },
      opcoes: [pix, inApp, delivery],
    });
    expect(seen.size).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown store and a bad lojaId 400', async () => {
    const unknown = await options('lojaId=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 'error',
      code: 'store_not_found',
      message: PAYMENT_MESSAGES.storeNotFound,
    });
    const bad = await options('lojaId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo lojaId deve ser um número.');
    expect((await options('')).statusCode).toBe(400);
  });

  it('answers 404 for a store without options, one that offers nothing, and an inactive one', async () => {
    const catalog = demoCatalog() as unknown as CatalogFileInput;
    const [first, second, third] = catalog.stores;
    delete second!.pagamentos;
    third!.pagamentos = { online: { pix: false }, entrega: { dinheiro: false } };
    const last = catalog.stores.at(-1)!;
    last.ativo = false;
    await importCatalog(database.db, catalog);
    const inactive = last.id;

    for (const id of [second!.id, third!.id]) {
      const res = await options(`lojaId=${id}`);
      expect(res.statusCode, `loja ${id}`).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'payments_not_offered',
        message: PAYMENT_MESSAGES.notOffered,
      });
    }
    expect((await options(`lojaId=${inactive}`)).json().code).toBe('store_not_found');
    expect((await options(`lojaId=${first!.id}`)).statusCode).toBe(200);

    // Delivery only: the default is entrega (§4).
    third!.pagamentos = { entrega: { dinheiro: true } };
    await importCatalog(database.db, catalog);
    expect((await options(`lojaId=${third!.id}`)).json().data).toMatchObject({
      online: { cartao: { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] }, pix: false },
      opcoes: [delivery],
      padrao: 'entrega',
    });
  });

  it('refuses a catalogue whose payment settings break the rules, naming each', async () => {
    const catalog = demoCatalog() as unknown as CatalogFileInput;
    const store = catalog.stores.find((s) => s.metodoPagamento === 'braspag')!;
    store.pagamentos = {
      online: { cartao: { CREDIT: ['Visa', 'Visa'], MEAL_VOUCHER: ['Alelo'] } },
      entrega: { cartao: { DEBIT: ['VR'], MEAL_VOUCHER: ['Elo'] } },
    };
    await expect(importCatalog(database.db, catalog)).rejects.toMatchObject({
      errors: expect.arrayContaining([
        expect.stringContaining('Visa aparece mais de uma vez.'),
        expect.stringContaining('VR é vale-refeição: liste-a em MEAL_VOUCHER.'),
        expect.stringContaining('Elo não é bandeira de vale-refeição.'),
      ]),
    });
    delete (store.pagamentos.online!.cartao as Record<string, unknown>).CREDIT;
    delete (store.pagamentos.entrega as Record<string, unknown>).cartao;
    await expect(importCatalog(database.db, catalog)).rejects.toMatchObject({
      errors: [
        expect.stringContaining(
          'com metodoPagamento braspag, pagamentos.online.cartao.MEAL_VOUCHER deve ficar vazio.',
        ),
      ],
    });
  });
});
