import type { StoreLookupResult } from '@comanda/contract';
import { pushEvent } from '../../lib/analytics.ts';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../lib/api-client.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-service.ts';
import { readCurrentUser } from '../auth/index.ts';
import { CHANGE_ADDRESS_CONFIRMATION, holdsOtherStore, readBag, switchStore } from '../bag/index.ts';
import { forgetCurrentStore, setCurrentStore } from '../stores/index.ts';
import { type DeliveryAddress, makeCurrent, newLocalId, pointOf } from './address-rules.ts';
import { clearDraft, readLocalAddresses, writeLocalAddresses } from './address-storage.ts';
import { lookupStore } from './api/lookup-store.ts';
import { saveAddress, selectSavedAddress } from './api/saved-addresses.ts';
import { writeCurrentAddress } from './current-address.ts';

export type StoreOutcome =
  | { kind: 'found'; result: StoreLookupResult }
  | { kind: 'no-delivery' }
  | { kind: 'failed'; message: string };

function outcomeOf(error: unknown): StoreOutcome {
  if (error instanceof ApiError && error.code === 'no_store_delivers') return { kind: 'no-delivery' };
  return { kind: 'failed', message: error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE };
}

/**
 * §4 Store lookup: GET lojas by the typed address; a 404 such as address_not_located ('Não encontramos este
 * endereço…') retries by the address's coordinates. no_store_delivers ('Ainda não entregamos neste endereço.') is
 * an answer, not a failure to retry.
 */
export async function findStore(address: DeliveryAddress): Promise<StoreOutcome> {
  try {
    return { kind: 'found', result: await lookupStore(address) };
  } catch (error) {
    const point = pointOf(address);
    const retry =
      error instanceof ApiError && error.status === 404 && error.code !== 'no_store_delivers' && point;
    if (!retry) return outcomeOf(error);
    try {
      return { kind: 'found', result: await lookupStore(point) };
    } catch (second) {
      return outcomeOf(second);
    }
  }
}

/** §4 Store lookup failure: store and menu cleared, the event recorded. */
export function recordStoreNotFound(
  address: DeliveryAddress,
  reason: 'sem_entrega' | 'nao_encontrado',
): void {
  if (reason === 'nao_encontrado') forgetCurrentStore();
  pushEvent({
    event: 'loja_nao_encontrada',
    motivo: reason,
    bairro: address.bairro,
    cidade: address.cidade,
    estado: address.estado,
  });
}

export type ChooseResult =
  | { kind: 'chosen'; address: DeliveryAddress }
  | { kind: 'cancelled' }
  | { kind: 'no-delivery' }
  | { kind: 'failed'; message: string };

/** Keeps the chosen address: on the server for a logged-in customer, on the device for a visitor. */
async function keepAsCurrent(address: DeliveryAddress, result: StoreLookupResult): Promise<DeliveryAddress> {
  const withStore = { ...address, loja_id: result.loja.id, distancia_loja: result.loja.distancia };
  if (readCurrentUser()) {
    const list =
      address.id === undefined ? await saveAddress(withStore) : await selectSavedAddress(address.id);
    return list[0] ?? withStore;
  }
  const local = { ...withStore, localId: withStore.localId ?? newLocalId() };
  const list = makeCurrent(readLocalAddresses(), local);
  writeLocalAddresses(list);
  return list[0] ?? local;
}

/**
 * Makes an address the current one (§4 Address list, Store lookup, Bag): finds its store, asks before dropping
 * a bag of another store ('Trocar de endereço'), keeps the address, stores `loja` and `endereco`.
 * Cancelling leaves the old address, store and bag as they were.
 */
export async function chooseAddress(address: DeliveryAddress): Promise<ChooseResult> {
  const outcome = await findStore(address);
  if (outcome.kind === 'no-delivery') {
    recordStoreNotFound(address, 'sem_entrega');
    return outcome;
  }
  if (outcome.kind === 'failed') {
    recordStoreNotFound(address, 'nao_encontrado');
    return outcome;
  }
  const store = outcome.result.loja;
  if (
    holdsOtherStore(readBag(), store.id) &&
    (await confirmDialog(CHANGE_ADDRESS_CONFIRMATION)) !== 'executar'
  )
    return { kind: 'cancelled' };
  const current = await keepAsCurrent(address, outcome.result);
  switchStore(store.id);
  setCurrentStore(store);
  writeCurrentAddress(current);
  clearDraft();
  return { kind: 'chosen', address: current };
}
