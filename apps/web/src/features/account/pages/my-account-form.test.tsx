import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
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
  cpf: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('Minha conta form', () => {
  it('refuses an invalid birth date and e-mail, focusing the e-mail, then saves the corrected form', async () => {
    writeStored('usuario', user);
    const changed = { ...user, email: 'maria.souza@exemplo.com', dataNascimento: '15/08/1992' };
    const calls = stubFetch(
      { body: { status: 'success', data: user } },
      { body: { status: 'success', message: 'Dados atualizados com sucesso!', data: changed } },
    );
    const page = renderPage(<MyAccountPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const email = screen.getByLabelText('E-mail*');
    const birth = screen.getByLabelText('Data de nascimento') as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.souza@');
    await userEvent.clear(birth);
    await userEvent.type(birth, '31021990');
    expect(birth.value).toBe('31/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('E-mail inválido!')).toBeTruthy();
    expect(screen.getByText('Data de nascimento inválida!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(calls).toHaveLength(1);

    await userEvent.type(email, 'exemplo.com');
    await userEvent.clear(birth);
    await userEvent.type(birth, '15081992');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(page.toasts.map((t) => t.message)).toEqual(['Dados atualizados com sucesso!']),
    );
    expect(calls[1]).toMatchObject({
      url: '/api/cliente',
      method: 'PUT',
      body: { email: 'maria.souza@exemplo.com', dataNascimento: '15/08/1992' },
    });
    expect((screen.getByLabelText('E-mail*') as HTMLInputElement).value).toBe('maria.souza@exemplo.com');
    page.stopToasts();
  });
});
