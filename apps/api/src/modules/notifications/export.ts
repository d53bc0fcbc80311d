import { desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.ts';
import type { ExportSection } from '../account/index.ts';

/** The data export (LGPD): every notification sent to the person, newest first (the screen shows the latest 100). */
export const notificationsExportSection: ExportSection = {
  name: 'notificacoes',
  async read(db, customer) {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    return rows.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      mensagem: row.mensagem,
      criado_em: row.createdAt.toISOString(),
    }));
  },
};
