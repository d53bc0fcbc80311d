import { banner, envelope } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build, demoCatalog } from '../../testing/build.ts';
import type { BannerRow } from './repository.ts';
import { selectBanners } from './service.ts';

const { app } = await build();
const catalog = demoCatalog() as unknown as {
  banners: Array<{ id: number; plataforma: string; padrao?: boolean }>;
};

describe('GET /api/banners', () => {
  it("shows only 'Todas' and 'PWA' banners, never 'APP' ones", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/banners?marcaId=4' });
    expect(res.statusCode).toBe(200);
    const banners = envelope(z.array(banner)).parse(res.json()).data;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b) => b.plataforma === 'Todas' || b.plataforma === 'PWA')).toBe(true);
    const appOnly = catalog.banners.filter((b) => b.plataforma === 'APP').map((b) => b.id);
    expect(appOnly.length).toBeGreaterThan(0);
    expect(banners.some((b) => appOnly.includes(b.id))).toBe(false);
  });

  it('refuses a missing marcaId with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/banners' });
    expect(res.statusCode).toBe(400);
  });
});

describe('selectBanners', () => {
  const row = (over: Partial<BannerRow>): BannerRow => ({
    id: 1,
    brandId: 4,
    nome: 'b',
    imagem: '/img/banners/b.svg',
    tipo: 'informativo',
    produtoId: null,
    categoriaId: null,
    link: null,
    plataforma: 'Todas',
    padrao: false,
    ordem: 0,
    lojas: [],
    ativo: true,
    validoDe: null,
    validoAte: null,
    ...over,
  });

  it('falls back to the default banner when no banner is for the PWA', () => {
    const shown = selectBanners([row({ id: 1, plataforma: 'APP' }), row({ id: 2, padrao: true })], undefined);
    expect(shown.map((b) => b.id)).toEqual([2]);
  });

  it('keeps store-specific banners to their stores', () => {
    const rows = [
      row({ id: 1, lojas: [10] }),
      row({ id: 2, lojas: [] }),
      row({ id: 3, plataforma: 'PWA', lojas: [11] }),
    ];
    expect(selectBanners(rows, 10).map((b) => b.id)).toEqual([1, 2]);
    expect(selectBanners(rows, 11).map((b) => b.id)).toEqual([2, 3]);
  });
});
