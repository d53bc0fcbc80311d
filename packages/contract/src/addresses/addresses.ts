import { isValidCep, type PostalAddress, requiredFieldMessage } from '@comanda/domain';
import { z } from 'zod';
import { ignoredJwt, requiredString } from '../account/fields.ts';
import { queryId } from '../http/envelope.ts';
import { coordinate } from '../stores/stores.ts';

/** GET /api/geocode and /api/openstreetmap query (§7). */
export const pointQuery = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });
export type PointQuery = z.infer<typeof pointQuery>;

/** A street of a neighbourhood with its CEP: what every address source answers. */
const streetPlace = z.object({
  logradouro: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string(),
});

/** One suggestion: a street of a neighbourhood with its CEP (when known) and point; the customer adds the number. */
export const addressSuggestion = streetPlace.extend({ lat: z.number(), lng: z.number() });
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

/** §3 Current location, as GET /api/geocode answers it. `numero` is '' when the point has none. */
export const currentLocation = addressSuggestion.extend({ numero: z.string() });
export type CurrentLocation = z.infer<typeof currentLocation>;

/** GET /api/openstreetmap (§7): the second source that fills a DF address's missing cep, logradouro or bairro. */
export const openStreetMapPlace = streetPlace;
export type OpenStreetMapPlace = z.infer<typeof openStreetMapPlace>;

/** A CEP in a path or body: 8 digits, masked or bare (§5 'CEP inválido!'). */
export const cepField = requiredString('CEP')
  .trim()
  .max(12)
  .refine(isValidCep, { error: 'CEP inválido!' })
  .transform((cep) => {
    const digits = cep.replace(/\D/g, '');
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  });

export const cepParams = z.object({ cep: cepField });

/** GET /api/cep/:cep: the address form prefilled from the CEP; lat/lng when the geocoder knows them. */
export const cepAddress = streetPlace.extend({ lat: z.number().nullable(), lng: z.number().nullable() });
export type CepAddress = z.infer<typeof cepAddress>;

/** GET /api/geocode/sugestoes query: typed text (a street, block, neighbourhood or CEP); lat/lng bias the order. */
export const addressSuggestionQuery = z
  .object({
    texto: z
      .string({ error: 'Digite o endereço que você procura.' })
      .trim()
      .min(3, { error: 'Digite pelo menos 3 letras do endereço.' })
      .max(120, { error: 'O endereço digitado é longo demais.' }),
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ['lat'],
    message: 'Informe lat e lng juntos.',
  });
export type AddressSuggestionQuery = z.infer<typeof addressSuggestionQuery>;

export const addressSuggestions = z.object({ sugestoes: z.array(addressSuggestion) });
export type AddressSuggestions = z.infer<typeof addressSuggestions>;

/** §3 The postal part of an address (domain `PostalAddress`): saved addresses and an order's snapshot. */
export const postalAddress = z.object({
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string().nullable(),
  ponto_referencia: z.string().nullable(),
}) satisfies z.ZodType<PostalAddress>;

/** §3 Address of a logged-in customer. `numero` '0' means 's/n'. */
export const savedAddress = postalAddress.extend({
  id: z.number().int(),
  apelido: z.string().nullable(),
  nome: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  loja_id: z.number().int(),
  /** Distance to the store in km, two decimals, computed by the server. */
  distancia_loja: z.number(),
  principal: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields an address must have when it is saved, with their labels for 'O campo … é obrigatório!'. */
const REQUIRED_FIELDS = [
  ['logradouro', 'logradouro'],
  ['numero', 'número'],
  ['bairro', 'bairro'],
  ['cidade', 'cidade'],
  ['estado', 'estado'],
] as const;

/**
 * PUT /api/endereco_pedido (§7), either form:
 * - `{ enderecoId, selecionar: true }` makes one of the caller's addresses the current one;
 * - an address, creating it (no `id`) or editing it (`id`). `loja_id` and `distancia_loja` are accepted and
 *   ignored: the server computes them with the store lookup. Without lat/lng (or latitude/longitude) the
 *   address is geocoded. `numero` '0' or 's/n' is 'sem número' (stored as '0').
 */
export const putAddressBody = z
  .object({
    jwt: ignoredJwt,
    enderecoId: queryId('enderecoId').optional(),
    selecionar: z.boolean({ error: 'O campo selecionar deve ser true ou false.' }).optional(),
    id: queryId('id').optional(),
    apelido: optionalText(40),
    nome: optionalText(40),
    logradouro: optionalText(200),
    numero: optionalText(20),
    complemento: optionalText(100),
    bairro: optionalText(120),
    cidade: optionalText(120),
    estado: optionalText(40),
    cep: z
      .string()
      .trim()
      .max(12)
      .nullish()
      .refine((cep) => !cep || isValidCep(cep), { error: 'CEP inválido!' })
      .transform((cep) => {
        const digits = cep?.replace(/\D/g, '');
        return digits ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null;
      }),
    ponto_referencia: optionalText(200),
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
    latitude: coordinate('latitude', 90).optional(),
    longitude: coordinate('longitude', 180).optional(),
    loja_id: z.unknown().optional(),
    distancia_loja: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.selecionar) {
      if (body.enderecoId === undefined && body.id === undefined)
        ctx.addIssue({ code: 'custom', path: ['enderecoId'], message: 'O campo enderecoId é obrigatório!' });
      return;
    }
    for (const [field, label] of REQUIRED_FIELDS)
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: requiredFieldMessage(label) });
    const lat = body.lat ?? body.latitude;
    const lng = body.lng ?? body.longitude;
    if ((lat === undefined) !== (lng === undefined))
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Informe lat e lng juntos.' });
  })
  .transform((body): AddressChange => {
    if (body.selecionar) return { kind: 'select', enderecoId: (body.enderecoId ?? body.id)! };
    return {
      kind: 'save',
      address: {
        id: body.id,
        apelido: body.apelido ?? body.nome,
        logradouro: body.logradouro!,
        numero: /^s\/?n$/i.test(body.numero!) ? '0' : body.numero!,
        complemento: body.complemento,
        bairro: body.bairro!,
        cidade: body.cidade!,
        estado: body.estado!,
        cep: body.cep,
        ponto_referencia: body.ponto_referencia,
        lat: body.lat ?? body.latitude,
        lng: body.lng ?? body.longitude,
      },
    };
  });

/** An address as the customer typed it (server-computed store and distance are not part of it). */
export interface AddressInput extends PostalAddress {
  /** Present when editing an existing address. */
  id: number | undefined;
  apelido: string | null;
  lat: number | undefined;
  lng: number | undefined;
}

/** What a PUT /api/endereco_pedido asks for. */
export type AddressChange = { kind: 'select'; enderecoId: number } | { kind: 'save'; address: AddressInput };

/** DELETE /api/endereco_pedido query (§7). */
export const deleteAddressQuery = z.object({ enderecoId: queryId('enderecoId') });
