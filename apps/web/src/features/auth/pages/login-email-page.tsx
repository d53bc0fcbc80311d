import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { loginWithEmail } from '../api/login-with-email.ts';
import { FORGOT_PASSWORD_TITLE, LOGIN_EMAIL_TITLE, LOGIN_PHONE_TITLE } from '../auth-titles.ts';
import { emailLoginSchema } from '../email-login-form.ts';
import { useCompleteLogin } from '../hooks.ts';

const trim = (value: string) => value.trim();

/** login-email: e-mail and password. */
export function LoginEmailPage() {
  const completeLogin = useCompleteLogin();
  const form = useZodForm(emailLoginSchema, { email: '', senha: '' });
  const [busy, run] = useAction();

  return (
    <FormScreen title={LOGIN_EMAIL_TITLE} backTo="/login" heading="Entre com seu e-mail">
      <form
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit(({ email, senha }) =>
          run(async () => completeLogin(await loginWithEmail(email.trim(), senha))),
        )}
      >
        <FormTextField
          control={form.control}
          name="email"
          mask={trim}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormTextField
          control={form.control}
          name="senha"
          label="Senha"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton busy={busy}>Entrar</SubmitButton>
      </form>
      <p className="form-links">
        <AppLink to="/esqueci-senha-um" className="form-link">
          {FORGOT_PASSWORD_TITLE}
        </AppLink>
        <AppLink to="/login-telefone" className="form-link">
          {LOGIN_PHONE_TITLE}
        </AppLink>
      </p>
    </FormScreen>
  );
}
