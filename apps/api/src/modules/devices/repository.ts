import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/devices.ts';
import { sameDeviceToken } from './web-subscription.ts';

export type DevicePlatform = (typeof devices.$inferInsert)['plataforma'];

/** Queries on the push tokens of devices. */
export const devicesRepository = {
  /** Records a push token, or hands a known one to `customerId` (the last account to register it owns it). */
  async register(
    db: Db,
    device: { customerId: number | null; token: string; plataforma: DevicePlatform },
    now: Date,
  ): Promise<void> {
    await db
      .insert(devices)
      .values({ ...device, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: devices.token,
        set: { customerId: device.customerId, plataforma: device.plataforma, updatedAt: now },
      });
  },

  /**
   * Deletes `customerId`'s registrations of `token` (a browser subscription matches by its endpoint). Another
   * account's registration of the same device is left alone. Answers how many were deleted.
   */
  async removeOwn(db: Db, customerId: number, token: string): Promise<number> {
    const own = await db
      .select({ id: devices.id, token: devices.token })
      .from(devices)
      .where(eq(devices.customerId, customerId));
    const ids = own.filter((row) => sameDeviceToken(row.token, token)).map((row) => row.id);
    if (ids.length === 0) return 0;
    const removed = await db
      .delete(devices)
      .where(and(eq(devices.customerId, customerId), inArray(devices.id, ids)))
      .returning({ id: devices.id });
    return removed.length;
  },

  /** Unlinks every device of the customer (deactivation and deletion: no notice reaches them any more). */
  async removeAll(db: Db, customerId: number): Promise<void> {
    await db.delete(devices).where(eq(devices.customerId, customerId));
  },
};
