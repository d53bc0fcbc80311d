import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import type { DeliveryAddress } from '../address-rules.ts';
import { EditAddressPage } from './address-form-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const kept: DeliveryAddress = {
  localId: 'casa',
  apelido: null,
  logradouro: 'SQN 412 Bloco A',
  numero: '12',
  complemento: null,
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  ponto_referencia: null,
};

describe('editar-endereco-dados', () => {
  it('lists what is missing, focusing the first field, then saves the corrected address', async () => {
    writeStored('enderecos', [kept]);
    writeStored('editar-endereco', kept);
    const calls = stubFetch();
    const page = renderPage(<EditAddressPage />);
    const street = screen.getByLabelText('Logradouro*');
    await userEvent.clear(street);
    await userEvent.clear(screen.getByLabelText('Número*'));
    await userEvent.clear(screen.getByLabelText('Cidade*'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O campo logradouro é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo número é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo cidade é obrigatório!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(street.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(street, 'SQN 412 Bloco B');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    expect(screen.queryByText('O campo número é obrigatório!')).toBeNull();
    await userEvent.type(screen.getByLabelText('Cidade*'), 'Brasília');
    await userEvent.click(screen.getByRole('button', { name: 'Trabalho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(page.toasts.map((t) => t.message)).toEqual(['Endereço atualizado.']));
    expect(page.router.push).toHaveBeenCalledWith('/tabs/meus-enderecos', 'back', 'replace');
    expect(readStored<DeliveryAddress[]>('enderecos')?.[0]).toMatchObject({
      localId: 'casa',
      logradouro: 'SQN 412 Bloco B',
      numero: '0',
      apelido: 'Trabalho',
    });
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});
