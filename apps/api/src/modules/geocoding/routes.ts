import {
  addressSuggestionQuery,
  addressSuggestions,
  cepAddress,
  cepParams,
  currentLocation,
  envelope,
  errorEnvelope,
  openStreetMapPlace,
  pointQuery,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import type { Geocoder } from '../../providers/geocoding/index.ts';
import { geocodeOrFail } from '../stores/index.ts';

/** No address is known at (or near) the point: the web shows the §8 geolocation toast. */
export const LOCATION_NOT_FOUND = 'Não encontramos um endereço para a sua localização.';
export const CEP_NOT_FOUND = 'CEP não encontrado.';

/** Suggestions for typed text: enough to pick a street, short enough for a phone screen. */
export const SUGGESTIONS_LIMIT = 8;

const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

/** Reverse geocoding of the current location (§7 geocode, openstreetmap) and the CEP lookup of the address form. */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  const tags = ['geocoding'];
  const reverse = async (point: { lat: number; lng: number }) => {
    const place = await geocodeOrFail(() => geocoder.reverse(point));
    if (!place) throw new HttpError(404, 'location_not_found', LOCATION_NOT_FOUND);
    return place;
  };

  app.get(
    '/geocode',
    {
      schema: {
        summary: 'Endereço da localização atual por lat/lng (§7 geocode)',
        tags,
        querystring: pointQuery,
        response: { 200: envelope(currentLocation), ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await reverse(request.query) }),
  );

  app.get(
    '/openstreetmap',
    {
      schema: {
        summary:
          'Segunda fonte por lat/lng, usada no DF para completar cep, logradouro e bairro (§7 openstreetmap)',
        tags,
        querystring: pointQuery,
        response: { 200: envelope(openStreetMapPlace), ...errors },
      },
    },
    async (request) => {
      const { logradouro, cep, bairro, cidade, estado } = await reverse(request.query);
      return { status: 'success' as const, data: { logradouro, cep, bairro, cidade, estado } };
    },
  );

  app.get(
    '/geocode/sugestoes',
    {
      schema: {
        summary: 'Sugestões de endereço para o texto digitado (rua, quadra, bairro ou CEP)',
        tags,
        querystring: addressSuggestionQuery,
        response: { 200: envelope(addressSuggestions), ...errors },
      },
    },
    async (request) => {
      const { texto, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const places = await geocodeOrFail(() => geocoder.suggest(texto, { limit: SUGGESTIONS_LIMIT, near }));
      const sugestoes = places
        .slice(0, SUGGESTIONS_LIMIT)
        .map(({ logradouro, bairro, cidade, estado, cep, lat, lng }) => ({
          logradouro,
          bairro,
          cidade,
          estado,
          cep,
          lat,
          lng,
        }));
      return { status: 'success' as const, data: { sugestoes } };
    },
  );

  app.get(
    '/cep/:cep',
    {
      schema: {
        summary: 'Logradouro, bairro, cidade e estado de um CEP, para o formulário de endereço',
        tags,
        params: cepParams,
        response: { 200: envelope(cepAddress), ...errors },
      },
    },
    async (request) => {
      const place = await geocodeOrFail(() => geocoder.lookupCep(request.params.cep));
      if (!place) throw new HttpError(404, 'cep_not_found', CEP_NOT_FOUND);
      return { status: 'success' as const, data: place };
    },
  );
};
