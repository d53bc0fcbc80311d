import type { Db } from '../../db/client.ts';
import { devices } from '../../db/schema/index.ts';

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
};
