import type { AddressSuggestion, AddressSuggestions } from '@comanda/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Point } from './geocode.ts';

export const SUGGESTION_MIN_LENGTH = 3;

/** GET /api/geocode/sugestoes: up to 8 streets for the typed text, nearest the customer first when known. */
export async function getSuggestions(
  texto: string,
  near: Point | undefined,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const data = await api.get<AddressSuggestions>('geocode/sugestoes', {
    query: { texto, lat: near?.lat, lng: near?.lng },
    ...(signal ? { signal } : {}),
  });
  return data.sugestoes;
}

export function useSuggestions(texto: string, near: Point | undefined) {
  const trimmed = texto.trim();
  return useQuery({
    queryKey: ['geocode/sugestoes', trimmed, near?.lat ?? null, near?.lng ?? null],
    queryFn: ({ signal }) => getSuggestions(trimmed, near, signal),
    enabled: trimmed.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
  });
}
