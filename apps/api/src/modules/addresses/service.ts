import type { AddressChange, AddressInput, SavedAddress } from '@comanda/contract';
import { BRAND_ID } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { StoresService } from '../stores/index.ts';
import { type AddressRow, type AddressValues, addressesRepository as repo } from './repository.ts';

export const ADDRESS_MESSAGES = {
  saved: 'Endereço salvo!',
  selected: 'Endereço selecionado!',
  deleted: 'Endereço excluído!',
  notFound: 'Endereço não encontrado.',
  limit: (max: number) => `Você só pode cadastrar até ${max} endereços!`,
} as const;

/** §3 Address as the wire carries it; lat/lng are repeated as latitude/longitude (§3 Current location keys). */
export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    apelido: row.apelido,
    nome: row.apelido,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
    cep: row.cep,
    ponto_referencia: row.pontoReferencia,
    lat: row.lat,
    lng: row.lng,
    latitude: row.lat,
    longitude: row.lng,
    loja_id: row.lojaId,
    distancia_loja: row.distanciaLoja,
    principal: row.principal,
  };
}

/** A 404 of the store lookup becomes a 422: on PUT a 404 would read as "this address id does not exist". */
async function asRefusal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw new HttpError(422, error.code, error.message);
    throw error;
  }
}

/** A logged-in customer's delivery addresses (§2 Addresses, §4 Address list, §7 endereco_pedido). */
export function addressesService({
  db,
  stores,
  clock,
  maxPerCustomer,
}: {
  db: Db;
  stores: StoresService;
  clock: Clock;
  maxPerCustomer: number;
}) {
  /** The stored values of a typed address: its point (geocoded when missing) and the store that delivers there. */
  async function resolve(address: AddressInput): Promise<AddressValues> {
    const point = await asRefusal(() =>
      address.lat !== undefined && address.lng !== undefined
        ? Promise.resolve({ lat: address.lat, lng: address.lng })
        : stores.locate({ ...address, cep: address.cep ?? undefined }),
    );
    const { loja } = await asRefusal(() => stores.storeFor(BRAND_ID, point));
    return {
      apelido: address.apelido,
      logradouro: address.logradouro,
      numero: address.numero,
      complemento: address.complemento,
      bairro: address.bairro,
      cidade: address.cidade,
      estado: address.estado,
      cep: address.cep,
      pontoReferencia: address.ponto_referencia,
      lat: point.lat,
      lng: point.lng,
      lojaId: loja.id,
      distanciaLoja: loja.distancia,
    };
  }

  const list = async (customerId: number) => (await repo.list(db, customerId)).map(toSavedAddress);

  return {
    list,

    /**
     * PUT endereco_pedido: select one as current, edit one (it keeps its place), or add one — a new address
     * becomes the current one, since the customer just chose to be delivered there. Answers the whole list.
     */
    async change(
      customerId: number,
      change: AddressChange,
    ): Promise<{ message: string; data: SavedAddress[] }> {
      const now = clock();
      if (change.kind === 'select') {
        const found = await db.transaction(async (tx) => {
          await repo.lockCustomer(tx, customerId);
          return repo.makeCurrent(tx, customerId, change.enderecoId, now);
        });
        if (!found) throw new HttpError(404, 'address_not_found', ADDRESS_MESSAGES.notFound);
        return { message: ADDRESS_MESSAGES.selected, data: await list(customerId) };
      }
      const values = await resolve(change.address);
      const id = change.address.id;
      await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, customerId);
        if (id !== undefined) {
          if (!(await repo.update(tx, customerId, id, values, now)))
            throw new HttpError(404, 'address_not_found', ADDRESS_MESSAGES.notFound);
          return;
        }
        if ((await repo.count(tx, customerId)) >= maxPerCustomer)
          throw new HttpError(422, 'addresses_limit_reached', ADDRESS_MESSAGES.limit(maxPerCustomer));
        await repo.insertCurrent(tx, customerId, values, now);
      });
      return { message: ADDRESS_MESSAGES.saved, data: await list(customerId) };
    },

    /** DELETE endereco_pedido: removing the current address makes the most recently saved one current. */
    async remove(customerId: number, id: number): Promise<{ message: string; data: SavedAddress[] }> {
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, customerId);
        const removed = await repo.remove(tx, customerId, id);
        if (!removed) throw new HttpError(404, 'address_not_found', ADDRESS_MESSAGES.notFound);
        if (removed.principal) {
          const [next] = await repo.list(tx, customerId);
          if (next) await repo.makeCurrent(tx, customerId, next.id, now);
        }
      });
      return { message: ADDRESS_MESSAGES.deleted, data: await list(customerId) };
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
