import { CATALOG_CONFLICT_MESSAGE } from '@comanda/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validateCatalog } from '../../../catalog/validate.ts';
import { backofficeWorld, waitFor } from '../../../testing/backoffice.ts';
import { freshIp } from '../../auth/testing.ts';
import { FEE_NEAR, orderingCustomer, placer } from '../../orders/testing.ts';
import { STAFF_COOKIE } from '../../staff/sessions.ts';
import { asStaff } from '../../staff/testing.ts';

// Two API processes on one database and one Redis: a product made on one is on the other's menu next request.
const { app, two, database, people, admin, auditOf } = await backofficeWorld('estrutura');
type Who = keyof typeof people;

const STORE = 1;
const TEMAKIS = 3;
const at = (path: string) => `/api/gestao/catalogo${path}?lojaId=${STORE}`;

/** A photo as a phone sends it: a JPEG larger than the menu draws, 4:3 the other way round. */
const photo = (width = 1200, height = 1600, colour = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function upload(session: string, body: Buffer | string, contentType = 'image/jpeg') {
  return app.inject({
    method: 'POST',
    url: '/api/gestao/imagens',
    remoteAddress: freshIp(),
    cookies: { [STAFF_COOKIE]: session, 'XSRF-TOKEN': 'staff-test-xsrf-token-0123456789' },
    headers: { 'content-type': contentType, 'x-xsrf-token': 'staff-test-xsrf-token-0123456789' },
    payload: body,
  });
}

async function uploadedPicture() {
  const res = await upload(admin.session, await photo());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { imagem: string; card: string };
}

const draft = (imagem: string, extra: Record<string, unknown> = {}) => ({
  nome: 'Temaki de Salmão Maçaricado',
  descricao: 'Salmão maçaricado, cream cheese e cebolinha.',
  categoriaId: TEMAKIS,
  imagem,
  alt: 'Temaki de salmão maçaricado',
  preco: 3290,
  alergenicos: [{ codigo: 'peixe', visibilidade: 'todos' }],
  tabelaNutricional: {
    porcao: '1 unidade (130 g)',
    itens: [{ nome: 'Valor energético', quantidade: '250 kcal' }],
  },
  grupos: [
    {
      nome: 'Escolha o arroz',
      tipoOpcional: 'Obrigatório',
      tipoPreco: 'preco',
      min: 1,
      max: 1,
      opcoes: [
        { nome: 'Arroz branco', preco: 0 },
        { nome: 'Arroz integral', preco: 200 },
      ],
    },
  ],
  ...extra,
});

type Definition = {
  cod: number;
  versao: number;
  nome: string;
  grupos: Array<{ id: number; nome: string; opcoes: Array<{ cod: number; nome: string; preco: number }> }>;
} & Record<string, unknown>;

async function created(body: unknown): Promise<Definition> {
  const res = await admin.call('POST', at('/produtos'), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function menuOf(instance: FastifyInstance) {
  const res = await instance.inject({ method: 'GET', url: `/api/cardapio?marcaId=4&lojaId=${STORE}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.cardapio.categorias as Array<{
    id: number;
    nome: string;
    produtos: Array<{ cod: number; nome: string; imagem: string }>;
  }>;
}

describe('pictures', () => {
  it('keeps an upload in the menu’s sizes as WebP, served to everyone for a year', async () => {
    const picture = await uploadedPicture();
    expect(picture.imagem).toMatch(/^\/img\/enviadas\/[a-f0-9]{32}\.webp$/);
    expect(picture.card).toBe(picture.imagem.replace('.webp', '-card.webp'));
    for (const [path, width, height] of [
      [picture.imagem, 720, 540],
      [picture.card, 240, 240],
    ] as const) {
      const res = await two.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        format: 'webp',
        width,
        height,
        exif: undefined,
      });
    }
    // the same photo again: the same names, stored once
    expect(await uploadedPicture()).toEqual(picture);
    expect(
      (await app.inject({ method: 'GET', url: '/img/enviadas/0123456789abcdef0123456789abcdef.webp' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what is not a picture, too small, too large or of another type, with pt-BR messages', async () => {
    const notAPicture = await upload(admin.session, 'isto não é uma foto', 'image/png');
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json()).toMatchObject({
      code: 'picture_invalid',
      message: 'Envie uma foto em JPEG, PNG ou WebP.',
    });
    const tiny = await upload(admin.session, await photo(200, 200));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe('A foto precisa ter pelo menos 240 × 240 pixels.');
    const gif = await upload(admin.session, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    const huge = await upload(admin.session, Buffer.alloc(8 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    for (const who of ['managerA', 'operatorA'] as Who[]) {
      expect((await upload(people[who].session, await photo())).statusCode).toBe(403);
    }
  });
});

describe('products', () => {
  it('creates a product with picture, allergen, nutrition and an option group: on the other process’s menu, orderable', async () => {
    const picture = await uploadedPicture();
    const before = await menuOf(two.app); // process two's menu cache is warm
    expect(before.flatMap((c) => c.produtos).some((p) => p.nome === 'Temaki de Salmão Maçaricado')).toBe(
      false,
    );

    const product = await created(draft(picture.imagem, { sugestao: { ordem: 1, lojas: [STORE] } }));
    expect(product).toMatchObject({
      versao: 1,
      categoriaId: TEMAKIS,
      preco: 3290,
      precoOriginal: null,
      ativo: true,
      alergenicos: [{ codigo: 'peixe', visibilidade: 'todos' }],
      tabelaNutricional: { porcao: '1 unidade (130 g)' },
      grupos: [{ nome: 'Escolha o arroz', tipoOpcional: 'Obrigatório', min: 1, max: 1, regra: 1 }],
      sugestao: { ordem: 1, lojas: [STORE] },
    });
    const [entry] = await auditOf('produto', product.cod);
    expect(entry).toMatchObject({ acao: 'catalogo.produto_criado', equipe: { id: admin.id }, antes: null });

    await waitFor('process two’s menu with the new product', async () =>
      (await menuOf(two.app)).some((c) => c.id === TEMAKIS && c.produtos.some((p) => p.cod === product.cod)),
    );
    const onMenu = (await menuOf(two.app)).flatMap((c) => c.produtos).find((p) => p.cod === product.cod)!;
    expect(onMenu).toMatchObject({ nome: 'Temaki de Salmão Maçaricado', imagem: picture.imagem });

    const integral = product.grupos[0]!.opcoes[1]!;
    const customer = await orderingCustomer(two.app, database);
    const placed = await placer(two.app)(customer.token, {
      lojaId: STORE,
      itens: [{ cod: product.cod, qtd: 2, obrigatorios: [{ cod: integral.cod }] }],
      endereco_id: customer.addressId,
      pagamento: { tipo: 'dinheiro' },
      total: { valor: 2 * (3290 + 200) + FEE_NEAR },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const missing = await placer(two.app)(customer.token, {
      lojaId: STORE,
      itens: [{ cod: product.cod, qtd: 1 }],
      endereco_id: customer.addressId,
      pagamento: { tipo: 'dinheiro' },
      total: { valor: 3290 + FEE_NEAR },
    });
    expect(missing.statusCode).toBe(422);
  });

  it('saves a whole definition keeping the ids of groups and options; an older version gets the 409', async () => {
    const picture = await uploadedPicture();
    const product = await created(draft(picture.imagem));
    const [group] = product.grupos;
    const save = (versao: number, grupos: unknown[], extra: Record<string, unknown> = {}) =>
      admin.call('PUT', at(`/produtos/${product.cod}/definicao`), {
        ...draft(picture.imagem, { grupos, ...extra }),
        versao,
      });
    const res = await save(1, [
      {
        ...group,
        nome: 'Arroz',
        opcoes: [
          { ...group!.opcoes[0], nome: 'Arroz de sushi' },
          { nome: 'Sem arroz (folha de alface)', preco: 0 },
        ],
      },
      {
        nome: 'Adicionais',
        tipoOpcional: 'Adicional',
        tipoPreco: 'preco',
        min: 0,
        max: 3,
        opcoes: [{ nome: 'Cream cheese extra', preco: 400 }],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Definition;
    expect(saved.versao).toBe(2);
    expect(saved.grupos.map((g) => g.nome)).toEqual(['Arroz', 'Adicionais']);
    expect(saved.grupos[0]!.id).toBe(group!.id);
    expect(saved.grupos[0]!.opcoes[0]).toEqual({
      cod: group!.opcoes[0]!.cod,
      nome: 'Arroz de sushi',
      preco: 0,
    });
    expect(saved.grupos[0]!.opcoes.map((o) => o.cod)).not.toContain(group!.opcoes[1]!.cod);

    const stale = await save(1, []);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'catalog_conflict', message: CATALOG_CONFLICT_MESSAGE });
    const read = await admin.call('GET', at(`/produtos/${product.cod}/definicao`));
    expect(read.json().data).toEqual(saved);
    const [entry] = await auditOf('produto', product.cod);
    expect(entry).toMatchObject({ acao: 'catalogo.definicao', antes: { versao: 1 }, depois: { versao: 2 } });
  });

  it('refuses references outside the brand or the product, by field, and changes nothing', async () => {
    const picture = await uploadedPicture();
    const product = await created(draft(picture.imagem));
    const foreign = await created(draft(picture.imagem, { nome: 'Outro temaki' }));
    const res = await admin.call('PUT', at(`/produtos/${product.cod}/definicao`), {
      ...draft(picture.imagem, {
        categoriaId: 999,
        alergenicos: [{ codigo: 'pimenta' }],
        kitDelivery: true,
        kit: [{ cod: product.cod, qtd: 1 }],
        sugestao: { ordem: 0, lojas: [999] },
        grupos: [{ ...foreign.grupos[0], opcoes: [{ nome: 'Arroz', preco: 0 }] }],
      }),
      versao: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { campo: 'categoriaId', mensagem: 'Categoria não encontrada nesta marca.' },
      { campo: 'alergenicos.0.codigo', mensagem: 'Alergênico não encontrado nesta marca.' },
      { campo: 'kit.0.cod', mensagem: 'Um kit não pode conter a si mesmo.' },
      { campo: 'sugestao.lojas.0', mensagem: 'Loja não encontrada nesta marca.' },
      { campo: 'grupos.0.id', mensagem: 'Este grupo não é deste produto.' },
    ]);
    const read = await admin.call('GET', at(`/produtos/${product.cod}/definicao`));
    expect(read.json().data.versao).toBe(1);

    const invalid = await admin.call('POST', at('/produtos'), {
      ...draft('https://example.com/foto.jpg'),
      preco: 12.5,
      precoOriginal: 100,
      grupos: [
        {
          nome: 'Molhos',
          tipoOpcional: 'Obrigatório',
          tipoPreco: 'sem_preco',
          min: 2,
          max: 3,
          opcoes: [{ nome: 'Tarê' }, { nome: 'Shoyu' }],
        },
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'imagem', mensagem: 'Envie uma foto do produto.' },
        { campo: 'preco', mensagem: 'O campo preco deve ser um valor em centavos (inteiro).' },
        { campo: 'grupos.0.max', mensagem: 'O grupo permite mais escolhas do que tem opções.' },
      ]),
    );
  });

  it('gives concurrent creations distinct codes', async () => {
    const picture = await uploadedPicture();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.call('POST', at('/produtos'), draft(picture.imagem, { nome: `Temaki ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const cods = results.map((r) => r.json().data.cod as number);
    expect(new Set(cods).size).toBe(6);
    const optionCods = results.flatMap((r) =>
      (r.json().data as Definition).grupos.flatMap((g) => g.opcoes.map((o) => o.cod)),
    );
    expect(new Set(optionCods).size).toBe(12);
  });
});

describe('categories', () => {
  it('creates, renames, hides and orders categories; the other process’s menu follows', async () => {
    const made = await admin.call('POST', at('/categorias'), { nome: 'Poke' });
    expect(made.statusCode, made.body).toBe(201);
    const poke = made.json().data as { id: number; ordem: number };
    const picture = await uploadedPicture();
    const bowl = await created(
      draft(picture.imagem, { nome: 'Poke de Salmão', categoriaId: poke.id, grupos: [] }),
    );
    await waitFor('the new category on process two', async () =>
      (await menuOf(two.app)).some((c) => c.id === poke.id && c.produtos.some((p) => p.cod === bowl.cod)),
    );
    const renamed = await admin.call('PATCH', `/api/gestao/catalogo/categorias/${poke.id}?lojaId=${STORE}`, {
      nome: 'Pokes',
    });
    expect(renamed.json().data).toMatchObject({ id: poke.id, nome: 'Pokes', ativo: true });

    const ids = (await menuOf(two.app)).map((c) => c.id);
    const reordered = [poke.id, ...ids.filter((id) => id !== poke.id)];
    const choices = await admin.call('GET', at('/escolhas'));
    const all = (choices.json().data.categorias as Array<{ id: number }>).map((c) => c.id);
    const incomplete = await admin.call('PUT', at('/categorias/ordem'), { ids: reordered.slice(1) });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Informe todas as categorias da marca, cada uma uma vez.');
    const ordered = await admin.call('PUT', at('/categorias/ordem'), {
      ids: [poke.id, ...all.filter((id) => id !== poke.id)],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    await waitFor('Pokes first on process two', async () => (await menuOf(two.app))[0]?.nome === 'Pokes');

    const hidden = await admin.call('PATCH', `/api/gestao/catalogo/categorias/${poke.id}?lojaId=${STORE}`, {
      ativo: false,
    });
    expect(hidden.statusCode).toBe(200);
    await waitFor(
      'Pokes hidden on process two',
      async () => !(await menuOf(two.app)).some((c) => c.id === poke.id),
    );
    expect((await auditOf('categoria', poke.id)).map((e) => e.acao)).toEqual([
      'catalogo.categoria',
      'catalogo.categoria',
      'catalogo.categoria_criada',
    ]);
    const unknown = await admin.call('PATCH', `/api/gestao/catalogo/categorias/99999?lojaId=${STORE}`, {
      ativo: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may change the catalogue’s structure', () => {
  it('lets only the admin: every other role and store gets a 403, a visitor a 401', async () => {
    const picture = await uploadedPicture();
    const product = await created(draft(picture.imagem));
    const routes: Array<{ name: string; run: (w: Who) => Promise<{ statusCode: number }> }> = [
      { name: 'GET escolhas', run: (w) => people[w].call('GET', at('/escolhas')) },
      { name: 'POST produtos', run: (w) => people[w].call('POST', at('/produtos'), draft(picture.imagem)) },
      { name: 'GET definicao', run: (w) => people[w].call('GET', at(`/produtos/${product.cod}/definicao`)) },
      {
        name: 'PUT definicao',
        run: async (w) => {
          const current = await admin.call('GET', at(`/produtos/${product.cod}/definicao`));
          const { cod: _, ...definition } = current.json().data;
          return people[w].call('PUT', at(`/produtos/${product.cod}/definicao`), definition);
        },
      },
      {
        name: 'POST categorias',
        run: (w) => people[w].call('POST', at('/categorias'), { nome: `Nova ${w}` }),
      },
      {
        name: 'PATCH categoria',
        run: (w) =>
          people[w].call('PATCH', `/api/gestao/catalogo/categorias/${TEMAKIS}?lojaId=${STORE}`, {
            ativo: true,
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
        expected[route.name]![who] = who === 'admin' ? (route.name.startsWith('POST') ? 201 : 200) : 403;
      }
    }
    expect(outcome).toEqual(expected);
    const visitor = asStaff(app, null);
    expect((await visitor('POST', at('/produtos'), draft(picture.imagem))).statusCode).toBe(401);
    expect((await visitor('POST', at('/categorias'), { nome: 'X' })).statusCode).toBe(401);
  });
});

describe('the catalogue file from the back office', () => {
  it('downloads the brand’s catalogue as a valid file, with what the back office made (admin only)', async () => {
    const picture = await uploadedPicture();
    const product = await created(draft(picture.imagem, { nome: 'Temaki do Arquivo' }));
    const res = await admin.call('GET', at('/arquivo'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogo-4-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const validation = validateCatalog(res.json());
    expect(validation.ok, validation.ok ? '' : validation.errors.join('\n')).toBe(true);
    if (!validation.ok) return;
    expect(validation.catalog.products.find((p) => p.cod === product.cod)).toMatchObject({
      nome: 'Temaki do Arquivo',
      imagem: picture.imagem,
      grupos: [
        {
          nome: 'Escolha o arroz',
          opcoes: [{ nome: 'Arroz branco' }, { nome: 'Arroz integral', preco: 200 }],
        },
      ],
    });
    expect(validation.catalog.giftCards).toEqual([]);
    for (const who of ['managerA', 'managerB', 'operatorA'] as Who[])
      expect((await people[who].call('GET', at('/arquivo'))).statusCode).toBe(403);
  });
});
