import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/banners.ts';

export type BannerRow = typeof t.banners.$inferSelect;

/** Queries on the brand's banners. */
export const bannersRepository = {
  activeBanners(db: Db, brandId: number): Promise<BannerRow[]> {
    return db
      .select()
      .from(t.banners)
      .where(and(eq(t.banners.brandId, brandId), eq(t.banners.ativo, true)))
      .orderBy(asc(t.banners.ordem), asc(t.banners.id));
  },
};
