import { randomBytes } from 'node:crypto';
import { CATALOG_CONFLICT_MESSAGE } from '@comanda/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../auth/testing.ts';
import {
  appOn,
  NIGUIRI,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
} from '../../orders/testing.ts';
import { signedInStaff } from '../../staff/testing.ts';

// Two API processes of one deployment on one database and one Redis (each with its own menu cache), as in
// production: what the back office changes on one reaches customers of the other on their next request.
const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
const prefix = { ...redis, REDIS_PREFIX: `catalogo-${randomBytes(4).toString('hex')}` };
const one = await orderingApp(prefix);
const two = await appOn(one.database, prefix);
const { app, database, clock } = one;
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const otherAdmin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const managerB = await signedInStaff(app, now, 'gerente', [2]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const people = { admin, managerA, managerB, operatorA };
type Who = keyof typeof people;

const STORE = 1;
const MISSOSHIRU = 5003;
const at = (path: string) => `/api/gestao/catalogo${path}${path.includes('?') ? '&' : '?'}lojaId=${STORE}`;

/** The store's menu as a customer gets it from `instance` (through its menu cache). */
async function menuCods(instance: FastifyInstance): Promise<number[]> {
  const res = await instance.inject({ method: 'GET', url: `/api/cardapio?marcaId=4&lojaId=${STORE}` });
  expect(res.statusCode, res.body).toBe(200);
  return menuProducts(res.json()).map((p) => p.cod);
}

type MenuAnswer = {
  data: { cardapio: { categorias: Array<{ produtos: Array<{ cod: number; preco: unknown }> }> } };
};
const menuProducts = (body: MenuAnswer) => body.data.cardapio.categorias.flatMap((c) => c.produtos);

async function waitFor(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function auditOf(entidade: string, entidadeId: string) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=${entidade}&entidadeId=${entidadeId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.itens as Array<{
    acao: string;
    antes: unknown;
    depois: unknown;
    equipe: { id: number };
  }>;
}

async function product(cod: number) {
  const res = await admin.call('GET', at(''));
  expect(res.statusCode, res.body).toBe(200);
  const all = (res.json().data.categorias as Array<{ produtos: Array<Record<string, unknown>> }>).flatMap(
    (c) => c.produtos,
  );
  return all.find((p) => p.cod === cod) as Record<string, unknown> & { versao: number; preco: number };
}

afterAll(() => database.db.execute(sql`update product_stores set esgotado_ate = null`));

describe('the back office’s catalogue', () => {
  it('lists the brand’s categories and products with the store’s availability and price', async () => {
    const res = await managerA.call('GET', at(''));
    expect(res.statusCode, res.body).toBe(200);
    const { loja, categorias } = res.json().data;
    expect(loja).toMatchObject({ id: STORE });
    expect(categorias.length).toBeGreaterThan(3);
    const niguiri = categorias
      .flatMap((c: { produtos: unknown[] }) => c.produtos)
      .find((p: { cod: number }) => p.cod === NIGUIRI);
    expect(niguiri).toMatchObject({
      cod: NIGUIRI,
      preco: 1890,
      precoLoja: null,
      disponivel: true,
      esgotadoHoje: false,
      versao: 1,
    });
  });

  it('lets only the allowed roles and stores act: the rest get a 403, never a change', async () => {
    const routes: Array<{ name: string; allowed: Who[]; run: (w: Who) => Promise<{ statusCode: number }> }> =
      [
        { name: 'GET catalogo', allowed: ['admin', 'managerA'], run: (w) => people[w].call('GET', at('')) },
        {
          name: 'PUT disponibilidade',
          allowed: ['admin', 'managerA'],
          run: (w) =>
            people[w].call('PUT', at(`/produtos/${MISSOSHIRU}/disponibilidade`), { disponivel: true }),
        },
        {
          name: 'PUT preco-loja',
          allowed: ['admin'],
          run: (w) => people[w].call('PUT', at(`/produtos/${MISSOSHIRU}/preco-loja`), { precoLoja: null }),
        },
        {
          name: 'PATCH produto',
          allowed: ['admin'],
          run: async (w) =>
            people[w].call('PATCH', at(`/produtos/${MISSOSHIRU}`), {
              versao: (await product(MISSOSHIRU)).versao,
              descricao: `Sopa de missô (${w})`,
            }),
        },
      ];
    const outcome: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const route of routes) {
      outcome[route.name] = {};
      expected[route.name] = {};
      for (const who of Object.keys(people) as Who[]) {
        outcome[route.name]![who] = (await route.run(who)).statusCode;
        expected[route.name]![who] = route.allowed.includes(who) ? 200 : 403;
      }
    }
    expect(outcome).toEqual(expected);
    expect((await product(MISSOSHIRU)).descricao).toBe('Sopa de missô (admin)');
    const visitor = await app.inject({ method: 'GET', url: at('') });
    expect(visitor.statusCode).toBe(401);
  });

  it('marks a product sold out today on one process: the other’s menu drops it and orders of it are refused', async () => {
    const customer = await orderingCustomer(two.app, database);
    const place = placer(two.app);
    expect(await menuCods(two.app)).toContain(NIGUIRI); // now in process two's menu cache

    const res = await managerA.call('PUT', at(`/produtos/${NIGUIRI}/disponibilidade`), {
      esgotadoHoje: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Produto marcado como esgotado hoje.',
      data: { cod: NIGUIRI, esgotadoHoje: true, disponivel: true },
    });
    // until the next midnight in Brasília (UTC−3)
    const [row] = await queryRows<{ ate: string | Date }>(
      database.db,
      sql`select esgotado_ate as "ate" from product_stores where product_cod = ${NIGUIRI} and store_id = ${STORE}`,
    );
    const day = 24 * 3600_000;
    const brasilia = 3 * 3600_000;
    const nextMidnight = Math.floor((Date.now() - brasilia) / day) * day + day + brasilia;
    expect(new Date(row!.ate).getTime()).toBe(nextMidnight);

    await waitFor(
      'process two’s menu without the product',
      async () => !(await menuCods(two.app)).includes(NIGUIRI),
    );
    const refused = await place(
      customer.token,
      orderBody(customer.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'product_unavailable' });

    const [entry] = await auditOf('produto_loja', `${NIGUIRI}@${STORE}`);
    expect(entry).toMatchObject({
      acao: 'catalogo.disponibilidade',
      equipe: { id: managerA.id },
      antes: { disponivel: true, esgotadoHoje: false, precoLoja: null },
      depois: { disponivel: true, esgotadoHoje: true, precoLoja: null },
    });

    // midnight in Brasília: back on the menu by itself (the cache lives at most MENU_CACHE_SECONDS)
    await database.db.execute(
      sql`update product_stores set esgotado_ate = now() - interval '1 second' where product_cod = ${NIGUIRI}`,
    );
    two.app.clearCatalogCache();
    expect(await menuCods(two.app)).toContain(NIGUIRI);
    const placed = await place(
      customer.token,
      orderBody(customer.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL),
    );
    expect(placed.statusCode, placed.body).toBe(201);

    // and by hand, the same day
    await managerA.call('PUT', at(`/produtos/${NIGUIRI}/disponibilidade`), { esgotadoHoje: true });
    const back = await managerA.call('PUT', at(`/produtos/${NIGUIRI}/disponibilidade`), {
      esgotadoHoje: false,
    });
    expect(back.json()).toMatchObject({
      message: 'Produto de volta ao cardápio.',
      data: { esgotadoHoje: false },
    });
    await waitFor('process two’s menu with the product', async () =>
      (await menuCods(two.app)).includes(NIGUIRI),
    );
  });

  it('takes a product off one store’s menu and gives it a store price', async () => {
    const off = await admin.call('PUT', at(`/produtos/${MISSOSHIRU}/disponibilidade`), { disponivel: false });
    expect(off.json()).toMatchObject({
      message: 'Produto fora do cardápio desta loja.',
      data: { disponivel: false },
    });
    await waitFor('the menu without it', async () => !(await menuCods(two.app)).includes(MISSOSHIRU));
    await admin.call('PUT', at(`/produtos/${MISSOSHIRU}/disponibilidade`), { disponivel: true });

    const priced = await admin.call('PUT', at(`/produtos/${MISSOSHIRU}/preco-loja`), { precoLoja: 1590 });
    expect(priced.json().data).toMatchObject({ precoLoja: 1590, disponivel: true });
    await waitFor('the store price on the menu', async () => {
      const res = await two.app.inject({ method: 'GET', url: `/api/cardapio?marcaId=4&lojaId=${STORE}` });
      const missoshiru = menuProducts(res.json()).find((p) => p.cod === MISSOSHIRU);
      return (missoshiru?.preco as { valor?: number } | undefined)?.valor === 1590;
    });
    await admin.call('PUT', at(`/produtos/${MISSOSHIRU}/preco-loja`), { precoLoja: null });
    const entries = await auditOf('produto_loja', `${MISSOSHIRU}@${STORE}`);
    expect(entries.map((e) => e.acao)).toContain('catalogo.preco_loja');
  });

  it('refuses the second of two saves made on the same version, losing nothing of the first', async () => {
    const { versao, preco } = await product(NIGUIRI);
    const first = await admin.call('PATCH', at(`/produtos/${NIGUIRI}`), { versao, preco: preco + 100 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ preco: preco + 100, versao: versao + 1 });
    const second = await otherAdmin.call('PATCH', at(`/produtos/${NIGUIRI}`), { versao, nome: 'Outro nome' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'catalog_conflict', message: CATALOG_CONFLICT_MESSAGE });
    expect(await product(NIGUIRI)).toMatchObject({ preco: preco + 100, nome: 'Niguiri de Atum 2 unidades' });
    const [entry] = await auditOf('produto', String(NIGUIRI));
    expect(entry).toMatchObject({
      acao: 'catalogo.produto',
      equipe: { id: admin.id },
      antes: { preco, versao },
      depois: { preco: preco + 100, versao: versao + 1 },
    });
    // the same change sent at once by both: exactly one is saved
    const now = await product(NIGUIRI);
    const race = await Promise.all(
      [admin, otherAdmin].map((who) =>
        who.call('PATCH', at(`/produtos/${NIGUIRI}`), { versao: now.versao, preco }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await product(NIGUIRI)).toMatchObject({ preco, versao: now.versao + 1 });
  });

  it('answers bad input with field messages in pt-BR, never a 5xx', async () => {
    const { versao } = await product(NIGUIRI);
    const cases: Array<[string, string, unknown, number, string]> = [
      ['PATCH', `/produtos/${NIGUIRI}`, { versao, preco: -1 }, 400, 'O campo preco não pode ser negativo.'],
      [
        'PATCH',
        `/produtos/${NIGUIRI}`,
        { versao, preco: 10.5 },
        400,
        'O campo preco deve ser um valor em centavos (inteiro).',
      ],
      [
        'PATCH',
        `/produtos/${NIGUIRI}`,
        { versao, precoOriginal: 100 },
        400,
        'O preço original deve ser maior que o preço.',
      ],
      ['PATCH', `/produtos/${NIGUIRI}`, { versao, nome: '  ' }, 400, 'O campo nome é obrigatório!'],
      ['PATCH', `/produtos/${NIGUIRI}`, { preco: 100 }, 400, 'O campo versao é obrigatório!'],
      ['PATCH', '/produtos/999999', { versao: 1, preco: 100 }, 404, 'Produto não encontrado.'],
      ['PUT', `/produtos/${NIGUIRI}/disponibilidade`, {}, 400, 'Informe disponivel ou esgotadoHoje.'],
      [
        'PUT',
        `/produtos/${NIGUIRI}/preco-loja`,
        { precoLoja: 'dez' },
        400,
        'O campo precoLoja deve ser um valor em centavos.',
      ],
      ['PUT', '/produtos/abc/disponibilidade', { disponivel: true }, 400, 'O campo cod deve ser um número.'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await admin.call(method as 'PUT', at(path), body);
      expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
        path,
        status,
        message,
      });
    }
    expect((await product(NIGUIRI)).versao).toBe(versao);
  });
});
