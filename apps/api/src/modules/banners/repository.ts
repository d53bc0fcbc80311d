import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type BannerRow = typeof t.banners.$inferSelect;

export function bannersRepository(db: Db) {
  return {
    activeBanners(brandId: number): Promise<BannerRow[]> {
      return db
        .select()
        .from(t.banners)
        .where(and(eq(t.banners.brandId, brandId), eq(t.banners.ativo, true)))
        .orderBy(asc(t.banners.ordem), asc(t.banners.id));
    },
  };
}

export type BannersRepository = ReturnType<typeof bannersRepository>;
