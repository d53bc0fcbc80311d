import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { AddCpfPage } from './add-cpf-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('adicionar-cpf', () => {
  it('masks and checks the CPF before saving it', async () => {
    const user = { jwt: 't', id_externo: 'c', nome: 'Ana', cpf: null };
    writeStored('usuario', user);
    const calls = stubFetch({
      body: {
        status: 'success',
        message: 'CPF adicionado com sucesso!',
        data: { ...user, cpf: '529.982.247-25' },
      },
    });
    const page = renderPage(<AddCpfPage />);
    const field = screen.getByLabelText('CPF*') as HTMLInputElement;
    await userEvent.type(field, '11111111111');
    expect(field.value).toBe('111.111.111-11');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(screen.getByText('CPF inválido!')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    await waitFor(() => expect(page.toasts.map((t) => t.message)).toEqual(['CPF adicionado com sucesso!']));
    expect(calls[0]).toMatchObject({
      url: '/api/cliente/cpf',
      method: 'PUT',
      body: { cpf: '529.982.247-25' },
    });
    expect(readStored<{ cpf: string }>('usuario')?.cpf).toBe('529.982.247-25');
    page.stopToasts();
  });
});
