import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/banners.ts';

export type BannerRow = typeof t.banners.$inferSelect;

/** Queries on the brand's banners. */
export const bannersRepository = {
  /** The brand's active banners inside their schedule now, on the database's clock (no bound: open-ended). */
  activeBanners(db: Db, brandId: number): Promise<BannerRow[]> {
    return db
      .select()
      .from(t.banners)
      .where(
        and(
          eq(t.banners.brandId, brandId),
          eq(t.banners.ativo, true),
          or(isNull(t.banners.validoDe), lte(t.banners.validoDe, sql`now()`)),
          or(isNull(t.banners.validoAte), gt(t.banners.validoAte, sql`now()`)),
        ),
      )
      .orderBy(asc(t.banners.ordem), asc(t.banners.id));
  },
};
