import { z } from 'zod';
import { catalogStore } from '../catalog/catalog-file.ts';

/** The back office's store settings (docs/backoffice.md, "Stores"): the same rules as the catalogue file's. */

const weekHours = catalogStore.shape.horarios.refine(
  (hours) => new Set(hours.map((h) => `${h.dia} ${h.abre}`)).size === hours.length,
  { error: 'Há dois horários do mesmo dia que abrem na mesma hora.' },
);

/** PUT /api/gestao/loja/horarios: the week's opening windows, replacing the old ones (none: always closed). */
export const storeHoursBody = z.object({ horarios: weekHours.max(50, { error: 'Horários demais.' }) });
export type StoreHoursBody = z.infer<typeof storeHoursBody>;

/** PUT /api/gestao/loja/feriados: the days the store is closed, replacing the old list. */
export const storeHolidaysBody = z.object({
  feriados: catalogStore.shape.feriados.pipe(z.array(z.string()).max(366, { error: 'Feriados demais.' })),
});
export type StoreHolidaysBody = z.infer<typeof storeHolidaysBody>;

/** PATCH /api/gestao/loja: the delivery time customers are told, in minutes. */
export const storeSettingsBody = z.object({
  tempoEntrega: z
    .number({ error: 'O campo tempoEntrega deve ser um número de minutos.' })
    .int({ error: 'O campo tempoEntrega deve ser um número inteiro de minutos.' })
    .min(5, { error: 'O tempo de entrega deve ser de pelo menos 5 minutos.' })
    .max(240, { error: 'O tempo de entrega deve ser de no máximo 240 minutos.' }),
});

/** GET /api/gestao/loja: a store's settings as the back office edits them. */
export const storeAdmin = z.object({
  id: z.number().int(),
  nome: z.string(),
  tempoEntrega: z.number().int(),
  ativo: z.boolean(),
  /** 'aberta' or 'fechada' right now, from the hours and holidays below. */
  statusLoja: z.enum(['aberta', 'fechada']),
  horarios: z.array(z.object({ dia: z.number().int(), abre: z.string(), fecha: z.string() })),
  feriados: z.array(z.string()),
});
export type StoreAdmin = z.infer<typeof storeAdmin>;
