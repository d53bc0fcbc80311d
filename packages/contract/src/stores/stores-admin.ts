import { deliveryAreaProblem } from '@comanda/domain';
import { z } from 'zod';
import { catalogStore } from '../catalog/catalog-file.ts';
import { centsField, requiredText } from '../catalog/fields.ts';

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

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `Marque o ponto da loja no mapa (${label}).` })
    .min(-limit, { error: `${label} fora do mapa.` })
    .max(limit, { error: `${label} fora do mapa.` });

/** PUT /api/gestao/loja/dados (admin): the store's name, phone, address, point on the map and Shinguru. */
export const storeDetailsBody = z.object({
  nome: requiredText('nome', 80),
  telefone: z
    .string({ error: 'O campo telefone é obrigatório!' })
    .trim()
    .regex(/^[\d\s()+-]{8,20}$/, { error: 'Informe o telefone com DDD, como (61) 3333-4444.' }),
  endereco: z.object({
    logradouro: requiredText('logradouro', 120),
    numero: requiredText('número', 20),
    complemento: z
      .string()
      .trim()
      .max(80, { error: 'O campo complemento passa de 80 caracteres.' })
      .optional(),
    bairro: requiredText('bairro', 80),
    cidade: requiredText('cidade', 80),
    estado: z
      .string({ error: 'O campo estado é obrigatório!' })
      .regex(/^[A-Z]{2}$/, { error: 'Informe a UF com duas letras maiúsculas, como DF.' }),
    cep: catalogStore.shape.endereco.shape.cep,
  }),
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  habilitadoShinguru: z.boolean({ error: 'O campo habilitadoShinguru deve ser verdadeiro ou falso.' }),
});
export type StoreDetailsBody = z.infer<typeof storeDetailsBody>;

export const DELIVERY_AREA_MESSAGES = {
  bands_short_of_radius: 'As faixas de frete precisam chegar até o raio de entrega.',
  repeated_band: 'Duas faixas de frete com a mesma distância.',
} as const;

const kilometres = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número de quilômetros.` })
    .positive({ error: `O campo ${label} deve ser maior que zero.` })
    .max(50, { error: `O campo ${label} deve ser de no máximo 50 km.` });

/** PUT /api/gestao/loja/entrega (admin): the delivery radius and the fee bands that cover it. */
export const storeDeliveryBody = z
  .object({
    raioEntregaKm: kilometres('raio de entrega'),
    faixasFrete: z
      .array(z.object({ ateKm: kilometres('até (km)'), valor: centsField('frete') }))
      .min(1, { error: 'Informe pelo menos uma faixa de frete.' })
      .max(20, { error: 'Faixas de frete demais.' }),
  })
  .superRefine((area, ctx) => {
    const problem = deliveryAreaProblem(area.faixasFrete, area.raioEntregaKm);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['faixasFrete'], message: DELIVERY_AREA_MESSAGES[problem] });
  });
export type StoreDeliveryBody = z.infer<typeof storeDeliveryBody>;

/** GET /api/gestao/loja: a store's settings as the back office edits them. */
export const storeAdmin = z.object({
  id: z.number().int(),
  nome: z.string(),
  telefone: z.string(),
  endereco: z.object({
    logradouro: z.string(),
    numero: z.string(),
    complemento: z.string().optional(),
    bairro: z.string(),
    cidade: z.string(),
    estado: z.string(),
    cep: z.string(),
  }),
  lat: z.number(),
  lng: z.number(),
  raioEntregaKm: z.number(),
  /** Ascending by distance. */
  faixasFrete: z.array(z.object({ ateKm: z.number(), valor: z.number().int() })),
  habilitadoShinguru: z.boolean(),
  tempoEntrega: z.number().int(),
  ativo: z.boolean(),
  /** 'aberta' or 'fechada' right now, from the hours and holidays below. */
  statusLoja: z.enum(['aberta', 'fechada']),
  horarios: z.array(z.object({ dia: z.number().int(), abre: z.string(), fecha: z.string() })),
  feriados: z.array(z.string()),
});
export type StoreAdmin = z.infer<typeof storeAdmin>;
