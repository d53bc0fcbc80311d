import { requiredFieldMessage, validateEmail } from '@comanda/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { loginWithEmail } from '../api/login-with-email.ts';
import { useCompleteLogin } from '../hooks.ts';

/** Only presence is checked here: the password rule applies when one is created, not when logging in. */
export function validateEmailLogin(email: string, senha: string): { email?: string; senha?: string } {
  const errors: { email?: string; senha?: string } = {};
  const emailMessage = email.trim() === '' ? requiredFieldMessage('e-mail') : validateEmail(email);
  if (emailMessage) errors.email = emailMessage;
  if (senha === '') errors.senha = requiredFieldMessage('senha');
  return errors;
}

/** login-email: e-mail and password. */
export function LoginEmailPage() {
  const completeLogin = useCompleteLogin();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<{ email?: string; senha?: string }>({});
  const [busy, run] = useAction();

  return (
    <FormScreen title="Entrar com e-mail" backTo="/login" heading="Entre com seu e-mail">
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateEmailLogin(email, senha);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          void run(async () => completeLogin(await loginWithEmail(email.trim(), senha)));
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onValueChange={(value) => setEmail(value.trim())}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          value={senha}
          error={errors.senha}
          onValueChange={setSenha}
        />
        <SubmitButton busy={busy}>Entrar</SubmitButton>
      </form>
      <p className="form-links">
        <AppLink to="/esqueci-senha-um" className="form-link">
          Esqueci minha senha
        </AppLink>
        <AppLink to="/login-telefone" className="form-link">
          Entrar com celular
        </AppLink>
      </p>
    </FormScreen>
  );
}
