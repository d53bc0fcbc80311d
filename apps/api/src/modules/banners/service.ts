import type { Banner } from '@comanda/contract';
import type { Db } from '../../db/client.ts';
import { type BannerRow, bannersRepository as repo } from './repository.ts';

const PWA_PLATFORMS = new Set<BannerRow['plataforma']>(['Todas', 'PWA']);

const toBanner = (b: BannerRow): Banner => ({
  id: b.id,
  produto_id: b.produtoId,
  nome: b.nome,
  imagem: b.imagem,
  tipo: b.tipo,
  categoria_id: b.categoriaId,
  link: b.link,
  plataforma: b.plataforma,
});

/** Banners for the PWA (§2 Banners): platform 'Todas' or 'PWA' for the store; the default banner when none. */
export function selectBanners(rows: BannerRow[], storeId: number | undefined): Banner[] {
  const forStore = rows.filter(
    (b) => storeId === undefined || b.lojas.length === 0 || b.lojas.includes(storeId),
  );
  const shown = forStore.filter((b) => !b.padrao && PWA_PLATFORMS.has(b.plataforma));
  return (shown.length ? shown : forStore.filter((b) => b.padrao)).map(toBanner);
}

export function bannersService({ db }: { db: Db }) {
  return {
    async list(brandId: number, storeId: number | undefined): Promise<Banner[]> {
      return selectBanners(await repo.activeBanners(db, brandId), storeId);
    },
  };
}

export type BannersService = ReturnType<typeof bannersService>;
