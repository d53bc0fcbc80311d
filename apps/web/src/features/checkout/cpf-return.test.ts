import { describe, expect, it, vi } from 'vitest';
import { removeStored, writeStored } from '../../testing/stored.ts';
import { takeCpfRequest, watchForAddedCpf } from './cpf-return.ts';

describe("'Adicionar CPF' from the checkout", () => {
  it('reopens the checkout once the CPF is on the account, and asks to switch it on once', () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana', cpf: null });
    const reopen = vi.fn();
    watchForAddedCpf(reopen);
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima', cpf: null });
    expect(reopen).not.toHaveBeenCalled();
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana Lima', cpf: '529.982.247-25' });
    expect(reopen).toHaveBeenCalledTimes(1);
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana', cpf: '529.982.247-25' });
    expect(reopen).toHaveBeenCalledTimes(1);
    expect(takeCpfRequest()).toBe(true);
    expect(takeCpfRequest()).toBe(false);
  });

  it('stops watching when the customer logs out', () => {
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Ana', cpf: null });
    const reopen = vi.fn();
    watchForAddedCpf(reopen);
    removeStored('usuario');
    writeStored('usuario', { jwt: 't', id_externo: 'c', nome: 'Bia', cpf: '529.982.247-25' });
    expect(reopen).not.toHaveBeenCalled();
    takeCpfRequest();
  });
});
