import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStored, writeStored } from '../../testing/stored.ts';
import { registerDialogPresenter } from '../../ui/dialogs/dialog-service.ts';
import type { DialogRequest } from '../../ui/dialogs/dialog-types.ts';
import type { DeliveryAddress } from './address-rules.ts';
import { readLocalAddresses, writeLocalAddresses } from './address-storage.ts';
import { offerLocalAddressesOnLogin } from './local-addresses-offer.ts';

const customer = { id_externo: 'c-1', nome: 'Ana Souza', jwt: 'token' };
const deviceAddress = (localId: string, logradouro: string): DeliveryAddress => ({
  localId,
  apelido: null,
  logradouro,
  numero: '12',
  complemento: null,
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  ponto_referencia: null,
});

const asked: DialogRequest[] = [];
let stop: () => void = () => undefined;
beforeAll(() => {
  stop = registerDialogPresenter((request) => {
    asked.push(request);
    if (request.kind === 'confirm') request.resolve('cancelar');
  });
});
afterAll(() => stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function logInAgain() {
  removeStored('usuario');
  writeStored('usuario', customer);
  await settle();
}

describe('offering device addresses after login', () => {
  it('asks once for the addresses kept on the device and remembers a "not now"', async () => {
    writeLocalAddresses([deviceAddress('a', 'SQN 412 Bloco A')]);
    offerLocalAddressesOnLogin();
    await logInAgain();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.options).toMatchObject({ title: 'Salvar endereços na sua conta?' });
    expect(readLocalAddresses()).toEqual([expect.objectContaining({ localId: 'a', keptOnDevice: true })]);

    await logInAgain();
    expect(asked).toHaveLength(1);
  });

  it('asks again when an address is added on the device later, counting only the new one', async () => {
    writeLocalAddresses([...readLocalAddresses(), deviceAddress('b', 'SQN 210 Bloco B')]);
    await logInAgain();
    expect(asked).toHaveLength(2);
    expect(asked[1]!.options.message).toContain('Você tem 1 endereço guardado neste aparelho.');
  });
});
