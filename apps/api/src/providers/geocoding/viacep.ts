import { type CepPlace, formatCep, GeocodingError } from './geocoder.ts';
import { getJson } from './http-json.ts';

export interface ViaCepOptions {
  /** Base URL, e.g. https://viacep.com.br */
  baseUrl: string;
  timeoutMs: number;
}

/** The fields of a ViaCEP `/ws/{cep}/json/` answer that we read; an unknown CEP answers `{ "erro": true }`. */
interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

/** CEP lookup through ViaCEP (`GET /ws/{8 digits}/json/`). ViaCEP has no coordinates: lat/lng are null. */
export function viaCepLookup(options: ViaCepOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookupCep(cep: string): Promise<CepPlace | null> {
      const digits = cep.replace(/\D/g, '');
      if (digits.length !== 8) return null;
      const body = (await getJson(
        new URL(`${base}/ws/${digits}/json/`),
        {},
        options.timeoutMs,
      )) as ViaCepAnswer | null;
      if (body === null || body.erro === true || body.erro === 'true') return null;
      if (typeof body !== 'object' || !body.localidade || !body.uf)
        throw new GeocodingError('unexpected ViaCEP answer');
      return {
        cep: formatCep(body.cep) || formatCep(digits),
        logradouro: body.logradouro ?? '',
        bairro: body.bairro ?? '',
        cidade: body.localidade,
        estado: body.uf,
        lat: null,
        lng: null,
      };
    },
  };
}
