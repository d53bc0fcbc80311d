/** The support chat's page address (docs/support.md): the app's links and the push of a store's answer use it. */
export const SUPPORT_PATH = '/atendimento';

/** The chat page's address for a store and an order (either may be absent). */
export function supportPath({
  lojaId = null,
  pedidoId = null,
}: {
  lojaId?: number | null | undefined;
  pedidoId?: number | null | undefined;
}): string {
  const params = new URLSearchParams();
  if (lojaId !== null) params.set('lojaId', String(lojaId));
  if (pedidoId !== null) params.set('pedidoId', String(pedidoId));
  const query = params.toString();
  return query ? `${SUPPORT_PATH}?${query}` : SUPPORT_PATH;
}
