import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backofficeWorld, waitFor } from '../../../testing/backoffice.ts';
import { firstScreenPage, menuService } from '../../menu/index.ts';
import { asStaff } from '../../staff/testing.ts';
import { bannersService } from '../service.ts';

// Two API processes on one database and one Redis: a banner made on one is on the other's first screen next request.
const { two, app, database, people, admin, auditOf } = await backofficeWorld('banners');
type Who = keyof typeof people;

const STORE = 1;
const COMBINADO = 1001;
const at = (path = '') => `/api/gestao/banners${path}?lojaId=${STORE}`;
// the schedule is compared on the database's clock: the real one, not the test's
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

interface AdminBanner {
  id: number;
  nome: string;
  ordem: number;
  ativo: boolean;
  validoDe: string | null;
  validoAte: string | null;
  produtoId: number | null;
  link: string | null;
}

const draft = (extra: Record<string, unknown> = {}) => ({
  nome: 'Semana do Salmão',
  imagem: '/img/enviadas/0123456789abcdef0123456789abcdef.webp',
  tipo: 'informativo',
  ...extra,
});

async function created(body: unknown): Promise<AdminBanner> {
  const res = await admin.call('POST', at(), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function patched(id: number, body: unknown): Promise<AdminBanner> {
  const res = await admin.call('PATCH', at(`/${id}`), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The ids of the banners a customer of `lojaId` sees, on `instance`, as the PWA asks for them. */
async function shown(instance: FastifyInstance, lojaId = STORE): Promise<number[]> {
  const res = await instance.inject({ method: 'GET', url: `/api/banners?marcaId=4&lojaId=${lojaId}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((b) => b.id);
}

// the home page's first screen as process two serves it, from its menu cache
const firstScreen = firstScreenPage({
  indexHtml: Buffer.from('<html><head></head><body></body></html>'),
  menu: menuService({ db: database.db, cache: two.app.menuCache }),
  banners: bannersService({ db: database.db }),
  cache: two.app.menuCache,
});
const onFirstScreen = async (nome: string) => (await firstScreen()).raw.toString('utf8').includes(nome);

describe('the brand’s banners in the back office', () => {
  it('creates a banner, last in order: on the other process’s answer and first screen, audited', async () => {
    expect(await onFirstScreen('Semana do Salmão')).toBe(false); // process two's first screen is cached
    const before = (await admin.call('GET', at())).json().data as AdminBanner[];
    const banner = await created(draft({ tipo: 'produto', produtoId: COMBINADO }));
    expect(banner).toMatchObject({
      nome: 'Semana do Salmão',
      tipo: 'produto',
      produtoId: COMBINADO,
      plataforma: 'Todas',
      padrao: false,
      lojas: [],
      ativo: true,
      validoDe: null,
      validoAte: null,
      ordem: Math.max(...before.map((b) => b.ordem)) + 1,
    });
    expect(banner.id).toBeGreaterThan(Math.max(...before.map((b) => b.id)));
    await waitFor('the banner on process two', async () => (await shown(two.app)).includes(banner.id));
    await waitFor('the banner on process two’s first screen', () => onFirstScreen('Semana do Salmão'));
    const list = (await admin.call('GET', at())).json().data as AdminBanner[];
    expect(list.at(-1)).toEqual(banner);
    expect(await auditOf('banner', banner.id)).toMatchObject([
      { acao: 'banners.criado', antes: null, depois: banner, equipe: { id: admin.id } },
    ]);
  });

  it('shows a banner only inside its schedule, on the database’s clock', async () => {
    const later = await created(draft({ nome: 'Festival futuro', validoDe: hoursFromNow(24) }));
    const past = await created(draft({ nome: 'Festival passado', validoAte: hoursFromNow(-1) }));
    expect(later.validoDe).toBe(new Date(later.validoDe!).toISOString());
    expect(await shown(two.app)).not.toContain(later.id);
    expect(await shown(two.app)).not.toContain(past.id);
    const windowed = await patched(later.id, { validoDe: hoursFromNow(-1), validoAte: hoursFromNow(1) });
    expect(windowed.validoAte).not.toBeNull();
    await waitFor('the banner inside its window', async () => (await shown(two.app)).includes(later.id));
    await waitFor('its window on the first screen', () => onFirstScreen('Festival futuro'));
    const open = await patched(past.id, { validoAte: null });
    expect(open.validoAte).toBeNull();
    await waitFor('the open-ended banner', async () => (await shown(two.app)).includes(past.id));
  });

  it('keeps an APP banner off the PWA, and a store’s banner to its stores', async () => {
    const appOnly = await created(draft({ nome: 'Só no app', plataforma: 'APP' }));
    const asaNorte = await created(draft({ nome: 'Só na Asa Norte', lojas: [2] }));
    expect(await shown(two.app)).not.toContain(appOnly.id);
    expect(await shown(two.app, 1)).not.toContain(asaNorte.id);
    expect(await shown(two.app, 2)).toContain(asaNorte.id);
    await patched(appOnly.id, { plataforma: 'PWA' });
    await waitFor('the banner now for the PWA', async () => (await shown(two.app)).includes(appOnly.id));
  });

  it('orders every banner of the brand, each once', async () => {
    const ids = ((await admin.call('GET', at())).json().data as AdminBanner[]).map((b) => b.id);
    const last = ids.at(-1)!;
    const incomplete = await admin.call('PUT', at('/ordem'), { ids: ids.slice(1) });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Informe todos os banners da marca, cada um uma vez.',
    });
    const repeated = await admin.call('PUT', at('/ordem'), { ids: [...ids.slice(1), ids[1]] });
    expect(repeated.statusCode).toBe(400);
    const reordered = [last, ...ids.filter((id) => id !== last)];
    const res = await admin.call('PUT', at('/ordem'), { ids: reordered });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminBanner[]).map((b) => b.id)).toEqual(reordered);
    expect(((await admin.call('GET', at())).json().data as AdminBanner[]).map((b) => b.id)).toEqual(
      reordered,
    );
    const [entry] = await auditOf('marca', 4);
    expect(entry).toMatchObject({ acao: 'banners.ordem', antes: ids, depois: reordered });
  });

  it('deactivates a banner: gone from the other process’s answer and first screen', async () => {
    const banner = await created(draft({ nome: 'Rodízio de Inverno' }));
    await waitFor('the banner on process two', async () => (await shown(two.app)).includes(banner.id));
    await waitFor('the banner on the first screen', () => onFirstScreen('Rodízio de Inverno'));
    const off = await patched(banner.id, { ativo: false });
    expect(off.ativo).toBe(false);
    await waitFor(
      'the banner gone from process two',
      async () => !(await shown(two.app)).includes(banner.id),
    );
    await waitFor(
      'the banner gone from the first screen',
      async () => !(await onFirstScreen('Rodízio de Inverno')),
    );
    const listed = (await admin.call('GET', at())).json().data as AdminBanner[];
    expect(listed.find((b) => b.id === banner.id)?.ativo).toBe(false);
    expect((await auditOf('banner', banner.id)).map((e) => e.acao)).toEqual([
      'banners.banner',
      'banners.criado',
    ]);
    const [entry] = await auditOf('banner', banner.id);
    expect(entry).toMatchObject({ antes: { ativo: true }, depois: { ativo: false } });
  });

  it('keeps only the reference the kind opens', async () => {
    const banner = await created(
      draft({ tipo: 'link', link: 'https://hanamisushi.com.br/eventos', produtoId: COMBINADO }),
    );
    expect(banner).toMatchObject({ link: 'https://hanamisushi.com.br/eventos', produtoId: null });
    const informative = await patched(banner.id, { tipo: 'informativo' });
    expect(informative.link).toBeNull();
  });

  it('refuses bad input by field, in pt-BR, and changes nothing', async () => {
    const count = async () => ((await admin.call('GET', at())).json().data as AdminBanner[]).length;
    const before = await count();
    const refused = async (body: unknown) => {
      const res = await admin.call('POST', at(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return res.json().errors as Array<{ campo: string; mensagem: string }>;
    };
    expect(await refused(draft({ tipo: 'produto' }))).toEqual([
      { campo: 'produtoId', mensagem: 'Escolha o produto que o banner abre.' },
    ]);
    expect(await refused(draft({ tipo: 'link', link: 'http://hanamisushi.com.br' }))).toEqual([
      { campo: 'link', mensagem: 'O link deve ser um endereço https:// completo.' },
    ]);
    expect(await refused(draft({ tipo: 'link' }))).toEqual([
      { campo: 'link', mensagem: 'Informe o endereço que o banner abre.' },
    ]);
    expect(await refused(draft({ validoDe: hoursFromNow(2), validoAte: hoursFromNow(1) }))).toEqual([
      { campo: 'validoAte', mensagem: 'O fim da exibição deve ser depois do início.' },
    ]);
    expect(
      await refused(draft({ imagem: 'https://example.com/foto.jpg', nome: '', validoDe: 'amanhã' })),
    ).toEqual(
      expect.arrayContaining([
        { campo: 'imagem', mensagem: 'Envie uma foto do banner.' },
        { campo: 'nome', mensagem: 'O campo nome é obrigatório!' },
        { campo: 'validoDe', mensagem: 'Informe uma data e hora válidas.' },
      ]),
    );
    expect(await refused(draft({ tipo: 'produto', produtoId: 999_999, lojas: [1, 999] }))).toEqual([
      { campo: 'produtoId', mensagem: 'Produto não encontrado nesta marca.' },
      { campo: 'lojas.1', mensagem: 'Loja não encontrada nesta marca.' },
    ]);
    expect(await refused(draft({ tipo: 'categoria', categoriaId: 999 }))).toEqual([
      { campo: 'categoriaId', mensagem: 'Categoria não encontrada nesta marca.' },
    ]);
    expect(await count()).toBe(before);

    // a patch is checked on the banner as it would be saved
    const banner = await created(draft({ nome: 'Para alterar' }));
    const kindAlone = await admin.call('PATCH', at(`/${banner.id}`), { tipo: 'produto' });
    expect(kindAlone.statusCode).toBe(400);
    expect(kindAlone.json().errors).toEqual([
      { campo: 'produtoId', mensagem: 'Escolha o produto que o banner abre.' },
    ]);
    const scheduled = await patched(banner.id, { validoDe: hoursFromNow(1) });
    const untilBefore = await admin.call('PATCH', at(`/${banner.id}`), { validoAte: hoursFromNow(-1) });
    expect(untilBefore.json().errors).toEqual([
      { campo: 'validoAte', mensagem: 'O fim da exibição deve ser depois do início.' },
    ]);
    const empty = await admin.call('PATCH', at(`/${banner.id}`), {});
    expect(empty.statusCode).toBe(400);
    const unknown = await admin.call('PATCH', at('/99999'), { ativo: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'banner_not_found', message: 'Banner não encontrado.' });
    expect(await auditOf('banner', banner.id)).toMatchObject([
      { acao: 'banners.banner', depois: { validoDe: scheduled.validoDe } },
      { acao: 'banners.criado' },
    ]);
  });

  it('gives concurrent creations distinct ids', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => admin.call('POST', at(), draft({ nome: `Banner ${i}` }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    const ids = results.map((r) => r.json().data.id as number);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('who may manage the banners', () => {
  it('lets only the admin: every other role and store gets a 403, a visitor a 401', async () => {
    const banner = await created(draft({ nome: 'Para a matriz' }));
    const ids = async () => ((await admin.call('GET', at())).json().data as AdminBanner[]).map((b) => b.id);
    const routes: Array<{ name: string; run: (w: Who) => Promise<{ statusCode: number }> }> = [
      { name: 'GET banners', run: (w) => people[w].call('GET', at()) },
      { name: 'POST banners', run: (w) => people[w].call('POST', at(), draft({ nome: `Novo ${w}` })) },
      { name: 'PATCH banner', run: (w) => people[w].call('PATCH', at(`/${banner.id}`), { ativo: true }) },
      { name: 'PUT ordem', run: async (w) => people[w].call('PUT', at('/ordem'), { ids: await ids() }) },
    ];
    const outcome: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const route of routes) {
      outcome[route.name] = {};
      expected[route.name] = {};
      for (const who of Object.keys(people) as Who[]) {
        outcome[route.name]![who] = (await route.run(who)).statusCode;
        expected[route.name]![who] = who === 'admin' ? (route.name.startsWith('POST') ? 201 : 200) : 403;
      }
    }
    expect(outcome).toEqual(expected);
    const visitor = asStaff(app, null);
    expect((await visitor('GET', at())).statusCode).toBe(401);
    expect((await visitor('POST', at(), draft())).statusCode).toBe(401);
    expect((await visitor('PATCH', at(`/${banner.id}`), { ativo: false })).statusCode).toBe(401);
  });
});
