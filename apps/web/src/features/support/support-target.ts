import type { SupportTarget } from './components/support-screen.tsx';

/** The chat's page address. */
export const SUPPORT_PATH = '/atendimento';

const idFrom = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The page's store and order, from `?lojaId=&pedidoId=`. */
export function supportTargetFrom(search: string): Required<SupportTarget> {
  const params = new URLSearchParams(search);
  return { lojaId: idFrom(params.get('lojaId')), pedidoId: idFrom(params.get('pedidoId')) };
}

/** The chat page's address for a store and an order (either may be absent). */
export function supportPath({ lojaId = null, pedidoId = null }: SupportTarget): string {
  const params = new URLSearchParams();
  if (lojaId !== null) params.set('lojaId', String(lojaId));
  if (pedidoId !== null) params.set('pedidoId', String(pedidoId));
  const query = params.toString();
  return query ? `${SUPPORT_PATH}?${query}` : SUPPORT_PATH;
}
