import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../testing/render-page.tsx';
import { CodeInput } from './components/code-input.tsx';
import { validateEmailLogin } from './email-login-form.ts';
import { readFlow, updateFlow } from './flow-state.ts';
import { LoginPhonePage } from './pages/login-phone-page.tsx';
import { SignupPermissionsPage } from './pages/signup-permissions-page.tsx';
import { validateNewPassword } from './password-reset-forms.ts';
import { validateSignup } from './signup-form.ts';

const NOW = new Date('2026-03-10T12:00:00-03:00');
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('cadastro-dados validation', () => {
  const draft = { nome: 'Ana Lima', email: 'ana@exemplo.com', dataNascimento: '', cpf: '', senha: '' };

  it('accepts the required fields alone: birth date, CPF and password are optional', () => {
    expect(validateSignup(draft, '(61) 99876-5432', NOW)).toEqual({});
  });

  it('applies the shared validators to whatever is typed', () => {
    expect(
      validateSignup(
        { nome: '', email: 'ana@', dataNascimento: '31/02/1990', cpf: '111.111.111-11', senha: 'abc' },
        '(61) 9987',
        NOW,
      ),
    ).toEqual({
      nome: 'O campo nome é obrigatório!',
      celular: 'Número de celular inválido!',
      email: 'E-mail inválido!',
      data_nascimento: 'Data de nascimento inválida!',
      cpf: 'CPF inválido!',
      senha: 'A senha não atende aos requisitos mínimos!',
    });
  });
});

describe('login-email and new password validation', () => {
  it('requires both fields and a valid e-mail', () => {
    expect(validateEmailLogin('', '')).toEqual({
      email: 'O campo e-mail é obrigatório!',
      senha: 'O campo senha é obrigatório!',
    });
    expect(validateEmailLogin('ana@', 'x')).toEqual({ email: 'E-mail inválido!' });
  });

  it('checks the §5 password rule, then the confirmation', () => {
    expect(validateNewPassword('abc12', 'abc12')).toEqual({
      senha: 'A senha não atende aos requisitos mínimos!',
    });
    expect(validateNewPassword('Abc12', 'Abc13')).toEqual({ confirmacao: 'As senhas não conferem.' });
    expect(validateNewPassword('Abc12', 'Abc12')).toEqual({});
  });
});

function CodeHarness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('code input', () => {
  it('is a numeric one-time-code field', () => {
    render(<CodeHarness onValue={() => undefined} />);
    const input = screen.getByLabelText('Código de verificação');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');
  });

  it('takes a pasted code whole, keeping only digits', () => {
    const onValue = vi.fn();
    render(<CodeHarness onValue={onValue} />);
    fireEvent.paste(screen.getByLabelText('Código de verificação'), {
      clipboardData: { getData: () => 'Código: 123 456' },
    });
    expect(onValue).toHaveBeenLastCalledWith('123456');
  });
});

describe('login-telefone', () => {
  it('masks the number, refuses an invalid one and asks for a code for a valid one', async () => {
    const calls = stubFetch({
      body: { status: 'success', data: { destino: '(61) 9****-5432', expira_em: 600, reenviar_em: 60 } },
    });
    const page = renderPage(<LoginPhonePage />);
    const phone = screen.getByLabelText('Celular*') as HTMLInputElement;
    await userEvent.type(phone, '6199876');
    expect(phone.value).toBe('(61) 9987-6');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Número de celular inválido!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(phone, '5432');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(page.router.push).toHaveBeenCalledWith('/confirmar-codigo', 'forward', 'push'),
    );
    expect(calls[0]).toMatchObject({ url: '/api/auth/codigo', body: { celular: '(61) 99876-5432' } });
    expect(readFlow()).toMatchObject({ celular: '(61) 99876-5432', destino: '(61) 9****-5432' });
    page.stopToasts();
  });
});

describe('cadastro-permissoes', () => {
  it('after a refused sign-up, shows why, forgets the spent ticket, keeps the form and goes to login', async () => {
    const message =
      'Já existe uma conta com estes dados. Se ela é sua, entre com seu e-mail e senha ou crie uma nova senha; se não, confirme seu celular de novo e confira o e-mail e o CPF.';
    const signup = { nome: 'Ana Lima', email: 'ana@exemplo.com', dataNascimento: '', cpf: '', senha: '' };
    updateFlow({ celular: '(61) 99876-5432', signupTicket: 'tkt-1', signup });
    const calls = stubFetch({ status: 409, body: { status: 'error', message } });
    const page = renderPage(<SignupPermissionsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    await waitFor(() => expect(page.router.push).toHaveBeenCalledWith('/login', 'root', 'replace'));
    expect(calls[0]).toMatchObject({ url: '/api/auth/cadastro', body: { ticket: 'tkt-1' } });
    expect(page.toasts.map((t) => t.message)).toContain(message);
    expect(readFlow().signupTicket).toBeUndefined();
    expect(readFlow().signup).toEqual(signup);
    page.stopToasts();
  });
});
