import { useStored } from '../../../lib/use-stored.ts';

/** The part of the stored store (§3 Store) the menu needs. */
export interface StoredStore {
  id: number;
  nome: string;
  tempoEntrega?: number;
  statusLoja?: string;
  habilitadoShinguru?: boolean;
}

export function useCurrentStore(): StoredStore | undefined {
  const store = useStored<StoredStore>('loja');
  return store && typeof store.id === 'number' ? store : undefined;
}
