import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readFlow, updateFlow } from '../flow-state.ts';
import {
  ForgotPasswordStepOne,
  ForgotPasswordStepThree,
  ForgotPasswordStepTwo,
} from './forgot-password-pages.tsx';
import { LoginEmailPage } from './login-email-page.tsx';
import { SignupDataPage } from './signup-data-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('login-email', () => {
  it('refuses a blank form, focusing the e-mail, then logs in with the typed e-mail', async () => {
    const calls = stubFetch({
      body: { status: 'success', data: { jwt: 't', refresh_token: 'r', id_externo: 'c', nome: 'Ana' } },
    });
    const page = renderPage(<LoginEmailPage />);
    await submit('Entrar');
    expect(await screen.findByText('O campo e-mail é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo senha é obrigatório!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('E-mail'), ' ana@exemplo.com ');
    await userEvent.type(screen.getByLabelText('Senha'), 'Sushi2026');
    await submit('Entrar');
    await waitFor(() => expect(page.router.push).toHaveBeenCalledWith('/tabs/cardapio', 'root', 'replace'));
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login-email',
      body: { email: 'ana@exemplo.com', senha: 'Sushi2026' },
    });
    page.stopToasts();
  });
});

describe('cadastro-dados', () => {
  it('shows the §5 messages under each field, then keeps the details for the permissions step', async () => {
    updateFlow({ celular: '(61) 99876-5432', signupTicket: 'tkt-1' });
    const page = renderPage(<SignupDataPage />);
    expect((screen.getByLabelText('Celular*') as HTMLInputElement).readOnly).toBe(true);
    await userEvent.type(screen.getByLabelText('E-mail*'), 'ana@');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '31021990');
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await userEvent.type(screen.getByLabelText('Senha'), 'abc');
    await submit('Continuar');
    expect(await screen.findByText('O campo nome é obrigatório!')).toBeTruthy();
    expect(screen.getByText('E-mail inválido!')).toBeTruthy();
    expect(screen.getByText('Data de nascimento inválida!')).toBeTruthy();
    expect(screen.getByText('CPF inválido!')).toBeTruthy();
    expect(screen.getByText('A senha não atende aos requisitos mínimos!')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome*')));
    expect(page.router.push).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Nome*'), 'Ana Lima 2');
    expect((screen.getByLabelText('Nome*') as HTMLInputElement).value).toBe('Ana Lima ');
    await userEvent.type(screen.getByLabelText('E-mail*'), 'exemplo.com');
    for (const label of ['Data de nascimento', 'CPF', 'Senha'])
      await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await submit('Continuar');
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/cadastro-permissoes', 'forward', 'push'),
    );
    expect(readFlow().signup).toEqual({
      nome: 'Ana Lima',
      email: 'ana@exemplo.com',
      dataNascimento: '',
      cpf: '529.982.247-25',
      senha: '',
    });
    page.stopToasts();
  });
});

describe('esqueci-senha', () => {
  it('step one: an invalid e-mail stays, a valid one asks for the code', async () => {
    const calls = stubFetch({
      body: { status: 'success', data: { destino: 'a***@exemplo.com', expira_em: 600, reenviar_em: 60 } },
    });
    const page = renderPage(<ForgotPasswordStepOne />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo');
    await submit('Enviar código');
    expect(await screen.findByText('E-mail inválido!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('E-mail'), '.com');
    await waitFor(() => expect(screen.queryByText('E-mail inválido!')).toBeNull());
    await submit('Enviar código');
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/esqueci-senha-dois', 'forward', 'push'),
    );
    expect(calls[0]).toMatchObject({ url: '/api/auth/senha/codigo', body: { email: 'ana@exemplo.com' } });
    page.stopToasts();
  });

  it('step two: a short code is refused, the sixth digit sends it', async () => {
    updateFlow({ resetEmail: 'ana@exemplo.com', destino: 'a***@exemplo.com' });
    const calls = stubFetch({ body: { status: 'success', data: { ticket: 'tkt-9', expira_em: 600 } } });
    const page = renderPage(<ForgotPasswordStepTwo />);
    const code = screen.getByLabelText('Código de verificação');
    await userEvent.type(code, '12345');
    await submit('Continuar');
    expect(await screen.findByText('O código deve ter 6 dígitos.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await userEvent.type(code, '6');
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/esqueci-senha-tres', 'forward', 'push'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/senha/validar',
      body: { email: 'ana@exemplo.com', codigo: '123456' },
    });
    expect(readFlow().resetTicket).toBe('tkt-9');
    page.stopToasts();
  });

  it('step two: a new code clears the one typed for the old', async () => {
    updateFlow({ resetEmail: 'ana@exemplo.com', resendAt: Date.now() - 1000 });
    const calls = stubFetch({
      body: { status: 'success', data: { destino: 'a***@exemplo.com', expira_em: 600, reenviar_em: 60 } },
    });
    const page = renderPage(<ForgotPasswordStepTwo />);
    const code = screen.getByLabelText('Código de verificação') as HTMLInputElement;
    await userEvent.type(code, '123');
    await submit('Reenviar código');
    await waitFor(() => expect(code.value).toBe(''));
    expect(calls[0]).toMatchObject({ url: '/api/auth/senha/codigo', body: { email: 'ana@exemplo.com' } });
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toHaveProperty('disabled', true);
    page.stopToasts();
  });

  it('step three: the §5 rule, then the confirmation, then the new password is saved', async () => {
    updateFlow({ resetEmail: 'ana@exemplo.com', resetTicket: 'tkt-9' });
    const calls = stubFetch({ body: { status: 'success', data: null } });
    const page = renderPage(<ForgotPasswordStepThree />);
    const senha = screen.getByLabelText('Nova senha');
    const confirmacao = screen.getByLabelText('Confirme a nova senha');
    await userEvent.type(senha, 'fraca');
    await userEvent.type(confirmacao, 'fraca');
    await submit('Salvar nova senha');
    expect(await screen.findByText('A senha não atende aos requisitos mínimos!')).toBeTruthy();
    await userEvent.clear(senha);
    await userEvent.type(senha, 'Temaki2027');
    await submit('Salvar nova senha');
    expect(await screen.findByText('As senhas não conferem.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(confirmacao));
    expect(calls).toHaveLength(0);
    await userEvent.clear(confirmacao);
    await userEvent.type(confirmacao, 'Temaki2027');
    await submit('Salvar nova senha');
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/esqueci-senha-quatro', 'forward', 'replace'),
    );
    expect(calls[0]).toMatchObject({
      url: '/api/auth/senha/redefinir',
      body: { email: 'ana@exemplo.com', ticket: 'tkt-9', senha: 'Temaki2027' },
    });
    page.stopToasts();
  });
});
