import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { confirmEmailCode, requestEmailCode } from '../api/email-verification.ts';
import { ENTER_CODE_HEADING, SEND_CODE_LABEL } from '../auth-texts.ts';
import { CONFIRM_EMAIL_CODE_TITLE, VALIDATE_EMAIL_TITLE } from '../auth-titles.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime } from '../hooks.ts';
import { useCurrentUser } from '../session/stored-user.ts';
import { storeUpdatedUser } from '../session/user-updates.ts';

/** Not in the spec: the toast once the e-mail is confirmed. */
export const EMAIL_CONFIRMED_MESSAGE = 'E-mail confirmado!';

function VisitorNotice({ title }: { title: string }) {
  return (
    <FormScreen title={title} backTo="/tabs/cardapio" heading="Entre para confirmar seu e-mail">
      <div className="form-actions">
        <AppLink to="/login" className="btn btn--block btn--primary">
          Entrar
        </AppLink>
      </div>
    </FormScreen>
  );
}

/** cadastro-validacao-email: sends a code to the logged-in customer's e-mail. */
export function EmailValidationPage() {
  const router = useIonRouter();
  const user = useCurrentUser();
  const [busy, run] = useAction();
  const title = VALIDATE_EMAIL_TITLE;
  if (!user) return <VisitorNotice title={title} />;
  if (user.emailVerificado)
    return (
      <FormScreen title={title} backTo="/tabs/minha-conta" heading="E-mail confirmado">
        <p className="form-note">{user.email} já foi confirmado.</p>
      </FormScreen>
    );
  return (
    <FormScreen
      title={title}
      backTo="/tabs/minha-conta"
      heading="Confirme seu e-mail"
      intro={
        <p>
          Enviaremos um código de 6 dígitos para {user.email}. Assim garantimos que os avisos da sua conta
          chegam a você.
        </p>
      }
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const sent = await requestEmailCode();
            updateFlow({ destino: sent.destino, resendAt: resendTime(sent.reenviar_em) });
            router.push('/confirmar-codigo-email', 'forward', 'push');
          });
        }}
      >
        <SubmitButton busy={busy}>{SEND_CODE_LABEL}</SubmitButton>
      </form>
    </FormScreen>
  );
}

/** confirmar-codigo-email: the code from that e-mail. */
export function ConfirmEmailCodePage() {
  const router = useIonRouter();
  const user = useCurrentUser();
  const [flow, setFlow] = useState(readFlow);
  const [busy, run] = useAction();
  const [resending, runResend] = useAction();
  const title = CONFIRM_EMAIL_CODE_TITLE;
  if (!user) return <VisitorNotice title={title} />;

  const submit = (code: string) => {
    void run(async () => {
      storeUpdatedUser(await confirmEmailCode(code));
      toast.success(EMAIL_CONFIRMED_MESSAGE);
      router.push('/tabs/minha-conta', 'root', 'replace');
    });
  };

  return (
    <FormScreen
      title={title}
      backTo="/cadastro-validacao-email"
      heading={ENTER_CODE_HEADING}
      intro={<p>Enviamos um código de 6 dígitos para {flow.destino ?? user.email}.</p>}
    >
      <CodeStepForm
        busy={busy}
        onSubmit={submit}
        submitLabel="Confirmar"
        resendAt={flow.resendAt}
        resending={resending}
        onResend={() =>
          void runResend(async () => {
            const sent = await requestEmailCode();
            setFlow(updateFlow({ destino: sent.destino, resendAt: resendTime(sent.reenviar_em) }));
          })
        }
      />
    </FormScreen>
  );
}
