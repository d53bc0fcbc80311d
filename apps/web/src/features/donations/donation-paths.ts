/** The donation screens' addresses on mobile (§2); on desktop the same screens open in the shell's modal. */
const withOrder = (path: string, pedidoId: number | null, extra = '') => {
  const query = [extra, pedidoId !== null ? `pedidoId=${pedidoId}` : ''].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

export const askPath = (pedidoId: number | null) => withOrder('/modal-perguntar-doacao', pedidoId);
export const amountPath = (pedidoId: number | null) => withOrder('/modal-doacao', pedidoId);
export const paymentPath = (valor: number, pedidoId: number | null) =>
  withOrder('/modal-forma-pagamento-doacao', pedidoId, `valor=${valor}`);
export const pixPath = (doacaoId: number) => `/modal-pagamento-pix-doacao?doacaoId=${doacaoId}`;

/** A positive whole number from the query, or null. */
export function positiveParam(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name) ?? '';
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
