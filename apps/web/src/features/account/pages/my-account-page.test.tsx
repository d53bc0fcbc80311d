import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { MyAccountPage } from './my-account-page.tsx';

const user = {
  jwt: 'token',
  id_externo: 'c1',
  nome: 'Maria Souza',
  nomeCurto: 'Maria',
  celular: '(61) 99876-5432',
  email: 'maria@exemplo.com',
  emailVerificado: true,
  dataNascimento: '10/05/1990',
  cpf: '529.982.247-25',
};

afterEach(() => vi.unstubAllGlobals());

describe('Minha conta', () => {
  it('shows the §2 fields with the CPF read-only', async () => {
    writeStored('usuario', user);
    stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Maria Souza');
    expect(screen.getByLabelText('Celular*')).toBeTruthy();
    expect(screen.getByLabelText('E-mail*')).toBeTruthy();
    expect(screen.getByLabelText('Data de nascimento')).toBeTruthy();
    const cpf = screen.getByLabelText('CPF') as HTMLInputElement;
    expect(cpf.readOnly).toBe(true);
    expect(cpf.value).toBe('529.982.247-25');
    expect(screen.getByRole('button', { name: 'Desativar conta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir conta' })).toBeTruthy();
    page.stopToasts();
  });

  it("says 'Nenhum dado foi alterado.' without calling the API when nothing changed", async () => {
    writeStored('usuario', user);
    const calls = stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(page.toasts.map((t) => t.message)).toEqual(['Nenhum dado foi alterado.']);
    expect(calls).toHaveLength(1);
    page.stopToasts();
  });

  it('masks the phone, shows the validators’ messages and sends nothing while invalid', async () => {
    writeStored('usuario', user);
    const calls = stubFetch({ body: { status: 'success', data: user } });
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const phone = screen.getByLabelText('Celular*') as HTMLInputElement;
    await userEvent.clear(phone);
    await userEvent.type(phone, '6199');
    expect(phone.value).toBe('(61) 99');
    const email = screen.getByLabelText('E-mail*');
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Número de celular inválido!')).toBeTruthy();
    expect(screen.getByText('E-mail inválido!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    page.stopToasts();
  });

  it('saves a change, stores the answered user and shows the server message', async () => {
    writeStored('usuario', { ...user, refresh_token: 'r' });
    const renamed = { ...user, nome: 'Maria Clara Souza', nomeCurto: 'Maria' };
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { body: { status: 'success', message: 'Dados atualizados com sucesso!', data: renamed } },
    );
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Clara Souza 3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Dados atualizados com sucesso!']),
    );
    expect(calls[1]).toMatchObject({
      url: '/api/cliente',
      method: 'PUT',
      body: { nome: 'Maria Clara Souza', celular: '(61) 99876-5432', email: 'maria@exemplo.com' },
    });
    expect(readStored<{ nome: string; refresh_token: string }>('usuario')).toMatchObject({
      nome: 'Maria Clara Souza',
      refresh_token: 'r',
    });
    page.stopToasts();
  });
});
