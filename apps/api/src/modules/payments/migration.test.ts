import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../drizzle/', import.meta.url);
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const run = (db: PGlite, name: string) =>
  db.exec(readFileSync(new URL(name, folder), 'utf8').replaceAll('--> statement-breakpoint', ''));

describe('migration 0014: one payments table', () => {
  it("moves every order's and donation's payment into it, a cancelled order's paid money due back, and drops the old columns", async () => {
    const db = new PGlite();
    const index = migrations.findIndex((name) => name.startsWith('0014_'));
    for (const name of migrations.slice(0, index)) await run(db, name);
    await db.exec(`
      insert into brands (id, nome, loyalty_brand_id, loyalty_name, default_store_id) values (1, 'Marca', 47, 'Clube', 1);
      insert into stores (id, brand_id, nome, telefone, logradouro, numero, bairro, cidade, estado, cep, lat, lng,
        tempo_entrega, raio_entrega_km, habilitado_shinguru, metodo_pagamento)
        values (1, 1, 'Loja', '11', 'Rua', '1', 'Centro', 'São Paulo', 'SP', '01000000', -23.5, -46.6, 40, 5, true, 'mundipagg');
      insert into customers (id, id_externo) values (7, gen_random_uuid());
      insert into orders (id, customer_id, brand_id, store_id, status, idempotency_key, request_hash, valor_itens,
        frete, desconto, valor_gift_cards, total, endereco)
        values (11, 7, 1, 1, 'Cancelado', 'k1', 'h', 5000, 0, 0, 0, 5000, '{}'),
               (12, 7, 1, 1, 'Pendente', 'k2', 'h', 3000, 0, 0, 0, 3000, '{}'),
               (13, 7, 1, 1, 'Cancelado', 'k3', 'h', 2000, 0, 0, 0, 2000, '{}');
      insert into order_payments (order_id, tipo, provider, valor, status, chave, charge_id, motivo, valor_estornado,
        estorno_tentativas, estornado_em, updated_at)
        values (11, 'cartao', 'sandbox', 5000, 'estornado', 'pedido-11', 'ch_1', null, 5000, 1,
                '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z'),
               (12, 'dinheiro', null, 3000, 'na_entrega', null, null, null, 0, 0, null, '2026-01-03T10:00:00Z'),
               (13, 'pix', 'sandbox', 2000, 'aprovado', 'pedido-13', 'e2e13', null, 0, 0, null, '2026-01-03T11:00:00Z');
      update order_payments set troco_para = 5000 where order_id = 12;
      insert into donations (id, customer_id, order_id, valor, tipo, provider, status, idempotency_key, request_hash,
        chave, charge_id, pix_txid, pix_br_code, motivo, valor_estornado, estorno_tentativas, updated_at)
        values (21, 7, 11, 1000, 'pix', 'sandbox', 'estorno_pendente', 'd1', 'h', 'doacao-7-a', 'e2e', 'tx21',
                '000201', 'O Pix chegou depois do prazo: a devolução está em processamento.', 0, 2,
                '2026-01-04T10:00:00Z');
    `);

    await run(db, migrations[index]!);

    const { rows } = await db.query<Record<string, unknown>>(
      `select payable_kind, payable_id, customer_id, tipo, provider, valor, troco_para, status, chave, charge_id,
         pix_txid, motivo, valor_estornado, estorno_tentativas, estornado_em, updated_at
       from payments order by payable_kind desc, payable_id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        payable_kind: 'pedido',
        payable_id: 11,
        customer_id: 7,
        tipo: 'cartao',
        status: 'estornado',
        chave: 'pedido-11',
        charge_id: 'ch_1',
        valor_estornado: 5000,
        estorno_tentativas: 1,
        estornado_em: new Date('2026-01-02T10:00:00Z'),
      }),
      expect.objectContaining({
        payable_kind: 'pedido',
        payable_id: 12,
        status: 'na_entrega',
        troco_para: 5000,
      }),
      // paid, then cancelled before its refund was asked: the refund is due
      expect.objectContaining({
        payable_kind: 'pedido',
        payable_id: 13,
        status: 'estorno_pendente',
        valor: 2000,
      }),
      expect.objectContaining({
        payable_kind: 'doacao',
        payable_id: 21,
        customer_id: 7,
        tipo: 'pix',
        valor: 1000,
        status: 'estorno_pendente',
        chave: 'doacao-7-a',
        pix_txid: 'tx21',
        motivo: 'O Pix chegou depois do prazo: a devolução está em processamento.',
        estorno_tentativas: 2,
        updated_at: new Date('2026-01-04T10:00:00Z'),
      }),
    ]);
    const left = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'donations' order by ordinal_position`,
    );
    expect(left.rows.map((row) => row.column_name)).toEqual([
      'id',
      'customer_id',
      'order_id',
      'valor',
      'idempotency_key',
      'request_hash',
      'resposta',
      'created_at',
    ]);
    const old = await db.query(`select 1 from information_schema.tables where table_name = 'order_payments'`);
    expect(old.rows).toEqual([]);
    await db.close();
  });
});
