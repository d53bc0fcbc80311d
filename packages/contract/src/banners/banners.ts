import { z } from 'zod';
import { queryId } from '../http/envelope.ts';

/** §3 Banner. */
export const banner = z.object({
  id: z.number().int(),
  produto_id: z.number().int().nullable(),
  nome: z.string(),
  imagem: z.string(),
  tipo: z.enum(['produto', 'categoria', 'link', 'informativo']),
  categoria_id: z.number().int().nullable(),
  link: z.string().nullable(),
  plataforma: z.enum(['Todas', 'PWA', 'APP']),
});

export const bannersQuery = z.object({ marcaId: queryId('marcaId'), lojaId: queryId('lojaId').optional() });

export type Banner = z.infer<typeof banner>;
