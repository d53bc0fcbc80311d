import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { registerDialogPresenter } from '../../../ui/dialogs/dialog-service.ts';
import type { ConfirmDialogOptions } from '../../../ui/dialogs/dialog-types.ts';
import type { DeliveryAddress } from '../address-rules.ts';
import { NewAddressPage } from './address-form-page.tsx';
import { MyAddressesPage } from './my-addresses-page.tsx';

const address = (
  localId: string,
  logradouro: string,
  extra: Partial<DeliveryAddress> = {},
): DeliveryAddress => ({
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
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('cadastro-endereco', () => {
  it("says 'CEP inválido!' and asks nothing of the API for a short CEP", async () => {
    writeStored('editar-endereco', address('d', 'SQN 412 Bloco A', { numero: '' }));
    const calls = stubFetch();
    const page = renderPage(<NewAddressPage />);
    const cep = screen.getByLabelText('CEP');
    expect((cep as HTMLInputElement).value).toBe('70867-010');
    await userEvent.clear(cep);
    await userEvent.type(cep, '7086701');
    expect((cep as HTMLInputElement).value).toBe('70867-01');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(screen.getByText('CEP inválido!')).toBeTruthy();
    expect(screen.getByText('O campo número é obrigatório!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });

  it("'Sem número' replaces the number with s/n", async () => {
    writeStored('editar-endereco', address('d', 'SQN 412 Bloco A', { numero: '' }));
    const page = renderPage(<NewAddressPage />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sem número' }));
    const number = screen.getByLabelText('Número') as HTMLInputElement;
    expect(number.disabled).toBe(true);
    expect(number.placeholder).toBe('s/n');
    page.stopToasts();
  });
});

describe('meus-enderecos', () => {
  it('shows the current address first without edit or delete, and deletes another after the §8 question', async () => {
    writeStored('enderecos', [
      address('a', 'SQN 412 Bloco A', { apelido: 'Casa', principal: true }),
      address('b', 'Rua dos Pinheiros', {
        numero: '0',
        bairro: 'Pinheiros',
        cidade: 'São Paulo',
        estado: 'SP',
      }),
    ]);
    const questions: ConfirmDialogOptions[] = [];
    const stop = registerDialogPresenter((request) => {
      if (request.kind !== 'confirm') return;
      questions.push(request.options);
      request.resolve('executar');
    });
    const page = renderPage(<MyAddressesPage />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Atual');
    expect(within(items[0]!).queryByRole('button', { name: /^(Editar|Excluir)/ })).toBeNull();
    expect(items[1]!.textContent).toContain('Rua dos Pinheiros, s/n');

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Excluir Rua dos Pinheiros, s/n' }));
    expect(questions).toEqual([
      {
        title: 'Excluir endereço',
        message: 'Tem certeza que deseja este endereço?',
        confirmText: 'Excluir endereço',
        cancelText: 'Cancelar',
        destructive: true,
      },
    ]);
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(readStored<DeliveryAddress[]>('enderecos')?.map((item) => item.localId)).toEqual(['a']);
    stop();
    page.stopToasts();
  });
});
