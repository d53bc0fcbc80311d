import { useStored } from '../../../lib/use-stored.ts';

/** The part of the stored store (§3 Store) the menu needs. */
export interface StoredStore {
  id: number;
  nome: string;
  tempoEntrega?: number;
  statusLoja?: string;
  habilitadoShinguru?: boolean;
}

/** The part of the stored delivery address (§3 Address) the home header shows. */
export interface StoredAddress {
  logradouro: string;
  numero: string | number;
  bairro?: string;
  apelido?: string;
  nome?: string;
}

export function useCurrentStore(): StoredStore | undefined {
  const store = useStored<StoredStore>('loja');
  return store && typeof store.id === 'number' ? store : undefined;
}

export function useCurrentAddress(): StoredAddress | undefined {
  const address = useStored<StoredAddress>('endereco');
  return address && typeof address.logradouro === 'string' ? address : undefined;
}
