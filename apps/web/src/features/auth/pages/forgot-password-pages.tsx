import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { BACK_TO_MENU_LABEL } from '../../../ui/texts.ts';
import { checkPasswordCode, requestPasswordCode, resetPassword } from '../api/password-reset.ts';
import { ENTER_CODE_HEADING, SEND_CODE_LABEL } from '../auth-texts.ts';
import { FORGOT_PASSWORD_TITLE, LOGIN_EMAIL_TITLE } from '../auth-titles.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime } from '../hooks.ts';
import { newPasswordSchema, resetEmailSchema } from '../password-reset-forms.ts';
import { useCurrentUser } from '../session/stored-user.ts';

const TITLE = FORGOT_PASSWORD_TITLE;
const trim = (value: string) => value.trim();
export const PASSWORD_RULE_HINT = 'De 5 a 30 caracteres, com letra maiúscula, letra minúscula e número.';

/** esqueci-senha-um: the account's e-mail. */
export function ForgotPasswordStepOne() {
  const router = useIonRouter();
  const form = useZodForm(resetEmailSchema, { email: readFlow().resetEmail ?? '' });
  const [busy, run] = useAction();
  return (
    <FormScreen
      title={TITLE}
      backTo="/login-email"
      heading="Vamos recuperar sua senha"
      intro={
        <p>Informe o e-mail da sua conta. Se ele estiver cadastrado, enviaremos um código de 6 dígitos.</p>
      }
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit(({ email }) =>
          run(async () => {
            const sent = await requestPasswordCode(email);
            updateFlow({ resetEmail: email, destino: sent.destino, resendAt: resendTime(sent.reenviar_em) });
            router.push('/esqueci-senha-dois', 'forward', 'push');
          }),
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
        <SubmitButton busy={busy}>{SEND_CODE_LABEL}</SubmitButton>
      </form>
    </FormScreen>
  );
}

/** esqueci-senha-dois: the code sent to that e-mail, exchanged for a reset ticket. */
export function ForgotPasswordStepTwo() {
  const router = useIonRouter();
  const [flow, setFlow] = useState(readFlow);
  const [busy, run] = useAction();
  const [resending, runResend] = useAction();
  const email = flow.resetEmail;
  if (!email) return <Navigate to="/esqueci-senha-um" replace />;

  const submit = (code: string) => {
    void run(async () => {
      const { ticket } = await checkPasswordCode(email, code);
      updateFlow({ resetTicket: ticket });
      router.push('/esqueci-senha-tres', 'forward', 'push');
    });
  };

  return (
    <FormScreen
      title={TITLE}
      backTo="/esqueci-senha-um"
      heading={ENTER_CODE_HEADING}
      intro={
        <p>
          Se {flow.destino ?? email} tiver uma conta, o código chegará em instantes. Confira também o spam.
        </p>
      }
    >
      <CodeStepForm
        busy={busy}
        onSubmit={submit}
        submitLabel="Continuar"
        resendAt={flow.resendAt}
        resending={resending}
        onResend={() =>
          void runResend(async () => {
            const sent = await requestPasswordCode(email);
            setFlow(updateFlow({ destino: sent.destino, resendAt: resendTime(sent.reenviar_em) }));
          })
        }
      />
    </FormScreen>
  );
}

/** esqueci-senha-tres: the new password, under the §5 rule. */
export function ForgotPasswordStepThree() {
  const router = useIonRouter();
  const [flow] = useState(readFlow);
  const form = useZodForm(newPasswordSchema, { senha: '', confirmacao: '' });
  const [busy, run] = useAction();
  const { resetEmail, resetTicket } = flow;
  if (!resetEmail || !resetTicket) return <Navigate to="/esqueci-senha-um" replace />;

  return (
    <FormScreen title={TITLE} backTo="/esqueci-senha-dois" heading="Crie uma nova senha">
      <form
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit(({ senha }) =>
          run(async () => {
            await resetPassword(resetEmail, resetTicket, senha);
            updateFlow({ resetTicket: undefined, resetEmail: undefined });
            router.push('/esqueci-senha-quatro', 'forward', 'replace');
          }),
        )}
      >
        <FormTextField
          control={form.control}
          name="senha"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          maxLength={30}
          hint={PASSWORD_RULE_HINT}
        />
        <FormTextField
          control={form.control}
          name="confirmacao"
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          maxLength={30}
        />
        <SubmitButton busy={busy}>Salvar nova senha</SubmitButton>
      </form>
    </FormScreen>
  );
}

/** esqueci-senha-quatro: done. */
export function ForgotPasswordStepFour() {
  const user = useCurrentUser();
  return (
    <FormScreen
      title={TITLE}
      backTo="/tabs/cardapio"
      heading="Senha alterada!"
      intro={<p>Pronto: sua nova senha já está valendo.</p>}
    >
      <div className="form-actions">
        {user ? (
          <AppLink to="/tabs/cardapio" className="btn btn--block btn--primary">
            {BACK_TO_MENU_LABEL}
          </AppLink>
        ) : (
          <AppLink to="/login-email" className="btn btn--block btn--primary">
            {LOGIN_EMAIL_TITLE}
          </AppLink>
        )}
      </div>
    </FormScreen>
  );
}
