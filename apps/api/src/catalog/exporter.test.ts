import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { demoCatalog, testDatabase } from '../testing/build.ts';
import { exportCatalog } from './exporter.ts';
import { importCatalog } from './importer.ts';
import { validateCatalog } from './validate.ts';

const database = await testDatabase();
const db = database.db;
const BRAND = 4;

const versions = async () =>
  (await db.select({ cod: t.products.cod, versao: t.products.versao }).from(t.products)).sort(
    (a, b) => a.cod - b.cod,
  );

describe('exportCatalog', () => {
  it('writes the demo brand back as a valid file that says what the demo file says (but its gift cards)', async () => {
    const exported = await exportCatalog(db, BRAND);
    const validation = validateCatalog(exported);
    expect(validation.ok, validation.ok ? '' : validation.errors.join('\n')).toBe(true);
    const demo = validateCatalog(demoCatalog());
    if (!demo.ok || !validation.ok) throw new Error('invalid');
    const sortBy = <T>(list: T[], key: (x: T) => string | number) =>
      [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    // the file's own order is not the database's: compare each list by its key
    // allergens and a kit's items have no order of their own in the database
    const allergens = (list: Array<{ codigo: string }>) => sortBy(list, (a) => a.codigo);
    expect(
      sortBy(validation.catalog.products, (p) => p.cod).map((p) => ({
        ...p,
        lojas: [],
        alergenicos: allergens(p.alergenicos),
        kit: p.kit && sortBy(p.kit, (k) => k.cod),
      })),
    ).toEqual(
      sortBy(demo.catalog.products, (p) => p.cod).map((p) => ({
        ...p,
        lojas: [],
        alergenicos: allergens(p.alergenicos),
        kit: p.kit && sortBy(p.kit, (k) => k.cod),
        grupos: p.grupos.map((g) => ({ ...g, regra: g.regra ?? g.max })),
      })),
    );
    expect(sortBy(validation.catalog.stores, (s) => s.id)).toEqual(
      sortBy(demo.catalog.stores, (s) => s.id).map((s) => ({
        ...s,
        feriados: [...new Set(s.feriados)].sort(),
      })),
    );
    expect(sortBy(validation.catalog.coupons, (c) => c.codigo)).toEqual(
      sortBy(
        demo.catalog.coupons.map((c) => ({ ...c, codigo: c.codigo.toUpperCase() })),
        (c) => c.codigo,
      ),
    );
    expect(validation.catalog.loyalty).toEqual(demo.catalog.loyalty);
    expect(validation.catalog.giftCards).toEqual([]);
  });

  it('publishing what it exported changes nothing, and keeps what the back office changed', async () => {
    // the back office's changes: a price, a hidden category, a store's delivery time
    await db.update(t.products).set({ preco: 4321, versao: 7 }).where(eq(t.products.cod, 2005));
    await db.update(t.stores).set({ tempoEntrega: 55 }).where(eq(t.stores.id, 3));
    const exported = await exportCatalog(db, BRAND);
    const before = await versions();
    await importCatalog(db, exported);
    expect(await versions()).toEqual(before);
    expect(await exportCatalog(db, BRAND)).toEqual(exported);
    const [niguiri] = await db.select().from(t.products).where(eq(t.products.cod, 2005));
    expect(niguiri).toMatchObject({ preco: 4321, versao: 7, ativo: true });
    const [sudoeste] = await db.select().from(t.stores).where(eq(t.stores.id, 3));
    expect(sudoeste!.tempoEntrega).toBe(55);
  });
});
