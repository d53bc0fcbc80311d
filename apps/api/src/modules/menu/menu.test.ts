import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { envelope, menu, menuProduct } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build, demoCatalog } from '../../testing/build.ts';

const { app } = await build();
const catalog = demoCatalog() as unknown as {
  brand: { id: number; defaultStoreId: number };
  stores: Array<{ id: number; cidade: string }>;
  products: Array<{
    cod: number;
    nome: string;
    preco: number;
    kitDelivery: boolean;
    lojas: Array<{ lojaId: number; disponivel: boolean; preco?: number }>;
  }>;
};

const get = (url: string) => app.inject({ method: 'GET', url });
const menuResponse = envelope(z.object({ cardapio: menu }));
const productsOf = (body: z.infer<typeof menuResponse>) =>
  body.data.cardapio.categorias.flatMap((c) => c.produtos);

describe('GET /api/cardapio', () => {
  it("serves the brand's default menu without lojaId, matching the contract", async () => {
    const res = await get('/api/cardapio?marcaId=4&modalidadeId=DLV');
    expect(res.statusCode).toBe(200);
    const body = menuResponse.parse(res.json());
    expect(body.data.cardapio.loja).toBeNull();
    expect(body.data.cardapio.categorias.length).toBeGreaterThanOrEqual(6);
    const products = productsOf(body);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const first = catalog.products[0]!;
    const served = products.find((p) => p.cod === first.cod)!;
    expect(served.preco.valor).toBe(first.preco);
    expect(served.preco.texto).toMatch(/^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/);
    const kinds = new Set(products.flatMap((p) => p.observacoes.map((g) => g.tipo_opcional)));
    expect(kinds).toEqual(new Set(['Adicional', 'Opcional', 'Obrigatório']));
  });

  it('puts each option group kind in its own list', async () => {
    const body = menuResponse.parse((await get('/api/cardapio?marcaId=4')).json());
    for (const group of productsOf(body).flatMap((p) => p.observacoes)) {
      const filled = [group.adicionais, group.opcionais, group.obrigatorios].filter((l) => l.length > 0);
      expect(filled).toHaveLength(1);
      if (group.tipo_opcional === 'Adicional') expect(group.adicionais.length).toBeGreaterThan(0);
      if (group.tipo_opcional === 'Opcional') expect(group.opcionais.length).toBeGreaterThan(0);
      if (group.tipo_opcional === 'Obrigatório') expect(group.obrigatorios.length).toBeGreaterThan(0);
    }
  });

  it("applies a store's prices and leaves out what it does not sell", async () => {
    const overridden = catalog.products.flatMap((p) => p.lojas.map((l) => ({ p, l })));
    expect(overridden.length).toBeGreaterThan(0);
    for (const { p, l } of overridden) {
      const body = menuResponse.parse((await get(`/api/cardapio?marcaId=4&lojaId=${l.lojaId}`)).json());
      expect(body.data.cardapio.loja?.id).toBe(l.lojaId);
      const served = productsOf(body).find((x) => x.cod === p.cod);
      if (!l.disponivel) expect(served).toBeUndefined();
      else expect(served?.preco.valor).toBe(l.preco ?? p.preco);
    }
  });

  it.each([
    ['marcaId=abc', 'marcaId'],
    ['', 'marcaId'],
    ['marcaId=4&lojaId=-1', 'lojaId'],
    ['marcaId=4&lojaId=1.5', 'lojaId'],
    ['marcaId=4&modalidadeId=XYZ', 'modalidadeId'],
    ['marcaId=99999999999999', 'marcaId'],
  ])('refuses ?%s with a 400 naming %s in pt-BR', async (query, field) => {
    const res = await get(`/api/cardapio?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.message).toContain(field);
    expect(body.message).toMatch(/^O campo /);
  });

  it.each([
    ['marcaId=5', 'Marca não encontrada.', 'brand_not_found'],
    ['marcaId=4&lojaId=987654', 'Loja não encontrada.', 'store_not_found'],
  ])('answers 404 for ?%s', async (query, message, code) => {
    const res = await get(`/api/cardapio?${query}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code, message });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the same menu compressed with %s when the client accepts it',
    async (encoding, decompress) => {
      const url = '/api/cardapio?marcaId=4';
      const plain = await get(url);
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decompress(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('ignores a jwt query field for identity and still serves the menu', async () => {
    const res = await get('/api/cardapio?marcaId=4&jwt=whatever');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/vendas_sugestivas and /api/buscar_kit_delivery', () => {
  const list = envelope(z.array(menuProduct));

  it('lists suggestions for the store', async () => {
    const res = await get(
      `/api/vendas_sugestivas?marcaId=4&modalidadeId=DLV&lojaId=${catalog.brand.defaultStoreId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(list.parse(res.json()).data.length).toBeGreaterThan(0);
  });

  it('lists only delivery kits, with their items', async () => {
    const res = await get('/api/buscar_kit_delivery?marcaId=4');
    const kits = list.parse(res.json()).data;
    expect(kits.length).toBe(catalog.products.filter((p) => p.kitDelivery).length);
    for (const kit of kits) {
      expect(kit.kit_delivery).toBe(true);
      expect(kit.kit_itens.length).toBeGreaterThan(0);
      expect(kit.kit_itens.every((i) => i.nome.length > 0)).toBe(true);
    }
  });

  it('refuses a bad store id with 400', async () => {
    expect((await get('/api/vendas_sugestivas?marcaId=4&lojaId=x')).statusCode).toBe(400);
    expect((await get('/api/buscar_kit_delivery?marcaId=')).statusCode).toBe(400);
  });
});
