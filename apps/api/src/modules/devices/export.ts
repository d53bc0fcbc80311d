import { desc, eq } from 'drizzle-orm';
import { devices } from '../../db/schema/devices.ts';
import type { ExportSection } from '../account/index.ts';

/**
 * The data export (LGPD): the devices registered for the person's pushes, by platform and date. Never the token: a
 * browser subscription's endpoint and keys (or an FCM/APNs token) let whoever holds them push to the device.
 */
export const devicesExportSection: ExportSection = {
  name: 'dispositivos',
  async read(db, customer) {
    const rows = await db
      .select({
        id: devices.id,
        plataforma: devices.plataforma,
        createdAt: devices.createdAt,
        updatedAt: devices.updatedAt,
      })
      .from(devices)
      .where(eq(devices.customerId, customer.id))
      .orderBy(desc(devices.updatedAt), desc(devices.id));
    return rows.map((row) => ({
      id: row.id,
      plataforma: row.plataforma,
      registrado_em: row.createdAt.toISOString(),
      atualizado_em: row.updatedAt.toISOString(),
    }));
  },
};
