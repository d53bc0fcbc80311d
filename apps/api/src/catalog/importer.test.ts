import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { demoCatalog, testDatabase } from '../testing/build.ts';
import { CatalogRejected, importCatalog } from './importer.ts';

const database = await testDatabase();
const db = database.db;

async function tableCounts() {
  const tables = {
    products: t.products,
    options: t.options,
    groups: t.optionGroups,
    banners: t.banners,
    hours: t.storeHours,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe('importCatalog', () => {
  it('is idempotent: importing the same file again changes nothing', async () => {
    const before = await tableCounts();
    const first = await importCatalog(db, demoCatalog());
    const second = await importCatalog(db, demoCatalog());
    expect(second.checksum).toBe(first.checksum);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a bad file as a whole, naming each wrong entry, and changes nothing', async () => {
    const file = demoCatalog();
    const [a, b] = file.products as Array<Record<string, unknown>>;
    const originalName = a!.nome;
    a!.nome = 'Nome que não pode entrar';
    b!.preco = 12.5;
    a!.categoriaId = 999_999;
    (file.banners as Array<Record<string, unknown>>).push({
      id: 9_999,
      nome: 'Sem imagem',
      imagem: 'https://example.com/x.png',
      tipo: 'link',
      plataforma: 'Todas',
    });
    const error = await importCatalog(db, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogRejected);
    const messages = (error as CatalogRejected).errors.join('\n');
    expect(messages).toContain(`products[1: ${b!.cod}`);
    expect(messages).toContain('preco deve estar em centavos');
    expect(messages).toContain('banners[');
    expect(messages).toContain('Imagem deve ser um caminho local');

    const onlyReference = demoCatalog();
    (onlyReference.products[0] as Record<string, unknown>).categoriaId = 999_999;
    const refError = (await importCatalog(db, onlyReference).catch((e: unknown) => e)) as CatalogRejected;
    expect(refError.errors.join('\n')).toMatch(/produto \d+ \(.+\): categoriaId 999999 não existe\./);

    const [row] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.cod, a!.cod as number));
    expect(row?.nome).toBe(originalName);
  });

  it('refuses duplicated ids', async () => {
    const file = demoCatalog();
    file.products.push({ ...file.products[0]! });
    const error = (await importCatalog(db, file).catch((e: unknown) => e)) as CatalogRejected;
    expect(error.errors.some((e) => /produto \d+ aparece mais de uma vez/.test(e))).toBe(true);
  });

  it('refuses a control character in any text of the file, naming where', async () => {
    const file = demoCatalog();
    file.products[0]!.descricao = 'Arroz\u0000temperado';
    const error = (await importCatalog(db, file).catch((e: unknown) => e)) as CatalogRejected;
    expect(error).toBeInstanceOf(CatalogRejected);
    expect(error.errors).toEqual([
      expect.stringMatching(/^products\[0: .*\.descricao: O campo descricao contém caracteres inválidos\.$/),
    ]);
  });

  it('updates prices and deactivates products that left the file', async () => {
    const file = demoCatalog();
    const removed = file.products.pop()!;
    const changed = file.products[0]!;
    changed.preco = (changed.preco as number) + 100;
    await importCatalog(db, file);
    const [gone] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.cod, removed.cod as number));
    expect(gone?.ativo).toBe(false);
    const [updated] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.cod, changed.cod as number));
    expect(updated?.preco).toBe(changed.preco);
    await importCatalog(db, demoCatalog());
    const [back] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.cod, removed.cod as number));
    expect(back?.ativo).toBe(true);
  });

  it('moves a product’s version only when the file changes it, and keeps a store’s "esgotado hoje"', async () => {
    await importCatalog(db, demoCatalog());
    const versionOf = async (cod: number) =>
      (await db.select({ v: t.products.versao }).from(t.products).where(eq(t.products.cod, cod)))[0]!.v;
    const file = demoCatalog();
    const [changed, same] = file.products as Array<{ cod: number; preco: number }>;
    const [changedBefore, sameBefore] = [await versionOf(changed!.cod), await versionOf(same!.cod)];
    const tomorrow = new Date(Date.now() + 3600_000);
    await db
      .insert(t.productStores)
      .values({ productCod: same!.cod, storeId: 2, disponivel: true, esgotadoAte: tomorrow })
      .onConflictDoUpdate({
        target: [t.productStores.productCod, t.productStores.storeId],
        set: { esgotadoAte: tomorrow },
      });
    changed!.preco += 10;
    await importCatalog(db, file);
    expect(await versionOf(changed!.cod)).toBe(changedBefore + 1);
    expect(await versionOf(same!.cod)).toBe(sameBefore);
    const [soldOut] = await db
      .select()
      .from(t.productStores)
      .where(eq(t.productStores.productCod, same!.cod));
    expect(soldOut?.esgotadoAte?.getTime()).toBe(tomorrow.getTime());
    await db.update(t.productStores).set({ esgotadoAte: null });
    await importCatalog(db, demoCatalog());
  });

  it('sets the reservation settings of the stores that carry them; the others keep theirs', async () => {
    const settings = async () =>
      (await db.select().from(t.storeReservationSettings)).sort((x, y) => x.storeId - y.storeId);
    await importCatalog(db, demoCatalog());
    expect((await settings()).map((row) => row.storeId)).toEqual([1, 4, 5]);
    expect((await settings()).find((row) => row.storeId === 5)).toMatchObject({
      enabled: true,
      seatsPerSlot: 24,
      maxPartySize: 10,
      daysAhead: 14,
      minNoticeMinutes: 120,
    });

    const file = demoCatalog();
    const stores = file.stores as Array<Record<string, unknown>>;
    delete stores.find((store) => store.id === 5)!.reservas;
    stores.find((store) => store.id === 2)!.reservas = {
      ativa: false,
      lugaresPorHorario: 10,
      intervaloMinutos: 30,
      ultimaEntradaMinutos: 60,
      maxPessoas: 4,
      diasAntecedencia: 7,
      antecedenciaMinutos: 60,
    };
    await importCatalog(db, file);
    expect((await settings()).map((row) => [row.storeId, row.enabled, row.seatsPerSlot])).toEqual([
      [1, true, 40],
      [2, false, 10],
      [4, true, 30],
      [5, true, 24],
    ]);
    await db.delete(t.storeReservationSettings).where(eq(t.storeReservationSettings.storeId, 2));
  });

  it('refuses reservation settings that seat a party larger than a slot', async () => {
    const file = demoCatalog();
    const store = (file.stores as Array<Record<string, unknown>>)[0]!;
    store.reservas = { ...(store.reservas as object), lugaresPorHorario: 6, maxPessoas: 8 };
    const error = (await importCatalog(db, file).catch((e: unknown) => e)) as CatalogRejected;
    expect(error).toBeInstanceOf(CatalogRejected);
    expect(error.errors.join('\n')).toContain('maxPessoas não pode ser maior que lugaresPorHorario.');
  });

  it('refuses an option group whose minimum no customer can reach (ADR 0146), naming it', async () => {
    const file = demoCatalog();
    const groups = file.products.flatMap((p) => p.grupos as Array<Record<string, unknown>>);
    const removals = groups.find((g) => g.tipo_opcional === 'Opcional')!;
    removals.min = removals.max;
    removals.regra = (removals.max as number) - 1;
    const error = (await importCatalog(db, file).catch((e: unknown) => e)) as CatalogRejected;
    expect(error).toBeInstanceOf(CatalogRejected);
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]).toContain(
      `grupo ${removals.id} (${removals.nome}) exige ${removals.min} escolhas, mais do que permite ou oferece.`,
    );
  });

  it('rejects something that is not a catalogue at all', async () => {
    await expect(importCatalog(db, 'nope')).rejects.toBeInstanceOf(CatalogRejected);
    await expect(importCatalog(db, { brand: {} })).rejects.toBeInstanceOf(CatalogRejected);
  });
});
