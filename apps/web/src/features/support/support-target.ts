import type { SupportTarget } from './components/support-screen.tsx';

export { SUPPORT_PATH, supportPath } from '@comanda/domain';

const idFrom = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The page's store and order, from `?lojaId=&pedidoId=`. */
export function supportTargetFrom(search: string): Required<SupportTarget> {
  const params = new URLSearchParams(search);
  return { lojaId: idFrom(params.get('lojaId')), pedidoId: idFrom(params.get('pedidoId')) };
}
