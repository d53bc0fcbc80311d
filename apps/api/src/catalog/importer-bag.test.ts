import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { demoCatalog, testDatabase } from '../testing/build.ts';
import { CatalogRejected, importCatalog } from './importer.ts';

const database = await testDatabase();
const db = database.db;

type Entry = Record<string, unknown>;
const withEntries = (coupons: Entry[] = [], giftCards: Entry[] = []) => {
  const file = demoCatalog() as unknown as Record<string, unknown> & { coupons: Entry[]; giftCards: Entry[] };
  file.coupons.push(...coupons);
  file.giftCards.push(...giftCards);
  return file;
};

describe('catalogue coupons and gift cards', () => {
  it('the demo brand publishes coupons of every type and gift cards in every state', async () => {
    const coupons = await db.select().from(t.coupons);
    expect(new Set(coupons.map((c) => c.tipo))).toEqual(
      new Set(['fixo', 'porcentagem', 'produto', 'beneficio']),
    );
    expect(coupons.some((c) => c.fretePercent === 100)).toBe(true);
    expect(coupons.some((c) => c.lojas.length > 0)).toBe(true);
    expect(coupons.some((c) => c.categoriaId !== null)).toBe(true);
    expect(coupons.some((c) => c.primeiroPedido)).toBe(true);
    expect(coupons.some((c) => c.limiteTotal !== null)).toBe(true);
    const cards = await db.select().from(t.giftCards);
    expect(cards.some((c) => c.bloqueado)).toBe(true);
    expect(cards.some((c) => c.saldo === 0)).toBe(true);
    expect(cards.some((c) => c.validade < '2026-01-01')).toBe(true);
    for (const card of cards) expect(card.senhaHash).toMatch(/^\$argon2id\$/);
  });

  it('a new import keeps balances and usage counts, follows the blocked flag and deactivates removed coupons', async () => {
    const [card] = await db.select().from(t.giftCards).where(eq(t.giftCards.numero, '6035000011112222'));
    await db.update(t.giftCards).set({ saldo: 1234 }).where(eq(t.giftCards.id, card!.id));
    await db.update(t.coupons).set({ usos: 7 }).where(eq(t.coupons.codigo, 'RELAMPAGO'));

    const file = demoCatalog() as unknown as Record<string, unknown> & {
      coupons: Entry[];
      giftCards: Entry[];
    };
    file.coupons = file.coupons.filter((c) => c.codigo !== 'VERAO2024');
    const first = file.giftCards.find((g) => g.numero === '6035000011112222')!;
    first.bloqueado = true;
    first.saldo = 99_999;
    first.senha = 'outrasenha';
    await importCatalog(db, file);

    const [after] = await db.select().from(t.giftCards).where(eq(t.giftCards.id, card!.id));
    expect(after).toMatchObject({ saldo: 1234, bloqueado: true, senhaHash: card!.senhaHash });
    const [relampago] = await db.select().from(t.coupons).where(eq(t.coupons.codigo, 'RELAMPAGO'));
    expect(relampago?.usos).toBe(7);
    const [verao] = await db.select().from(t.coupons).where(eq(t.coupons.codigo, 'VERAO2024'));
    expect(verao?.ativo).toBe(false);
    await importCatalog(db, demoCatalog());
  });

  it.each<[string, Entry[], Entry[], string]>([
    [
      'produto without product',
      [{ codigo: 'PX1', descricao: 'x', tipo: 'produto', valor: 100 }],
      [],
      'cupom PX1: cupom de produto sem produtoCod.',
    ],
    [
      'percentage above 100',
      [{ codigo: 'PX2', descricao: 'x', tipo: 'porcentagem', valor: 150 }],
      [],
      'cupom PX2: porcentagem deve estar entre 1 e 100.',
    ],
    [
      'unknown category',
      [{ codigo: 'PX3', descricao: 'x', tipo: 'fixo', valor: 100, categoriaId: 999 }],
      [],
      'cupom PX3: categoriaId 999 não existe.',
    ],
    [
      'unknown store',
      [{ codigo: 'PX4', descricao: 'x', tipo: 'fixo', valor: 100, lojas: [999] }],
      [],
      'cupom PX4: loja 999 não existe.',
    ],
    [
      'duplicated code',
      [{ codigo: 'hanami15', descricao: 'x', tipo: 'fixo', valor: 100 }],
      [],
      'cupom HANAMI15 aparece mais de uma vez.',
    ],
    [
      'gift card with two passwords',
      [],
      [
        {
          numero: '6035000012120000',
          senha: 'abcdef',
          senhaHash: '$argon2id$x',
          saldo: 1,
          validade: '2030-01-01',
        },
      ],
      'Informe senha ou senhaHash (apenas um).',
    ],
    [
      'short gift-card password',
      [],
      [{ numero: '6035000012120001', senha: 'abc', saldo: 1, validade: '2030-01-01' }],
      'giftCards[',
    ],
  ])('refuses %s', async (_name, coupons, giftCards, message) => {
    const error = await importCatalog(db, withEntries(coupons, giftCards)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogRejected);
    expect((error as CatalogRejected).errors.join('\n')).toContain(message);
  });
});
