import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { loginWithPhone } from '../api/login-with-phone.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { ENTER_CODE_HEADING } from '../auth-texts.ts';
import { CONFIRM_CODE_TITLE } from '../auth-titles.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime, useCompleteLogin } from '../hooks.ts';

/** confirmar-codigo: the SMS code; a known number logs in, a new one goes on to sign-up. */
export function ConfirmCodePage() {
  const router = useIonRouter();
  const completeLogin = useCompleteLogin();
  const [flow, setFlow] = useState(readFlow);
  const [busy, run] = useAction();
  const [resending, runResend] = useAction();
  const celular = flow.celular;
  if (!celular) return <Navigate to="/login-telefone" replace />;

  const submit = (code: string) => {
    void run(async () => {
      const result = await loginWithPhone(celular, code);
      if (result.tipo === 'sessao') {
        completeLogin(result);
        return;
      }
      updateFlow({ signupTicket: result.ticket });
      router.push('/cadastro-dados', 'forward', 'push');
    });
  };

  const resend = () =>
    void runResend(async () => {
      const sent = await requestPhoneCode(celular);
      setFlow(updateFlow({ destino: sent.destino, resendAt: resendTime(sent.reenviar_em) }));
    });

  return (
    <FormScreen
      title={CONFIRM_CODE_TITLE}
      backTo="/login-telefone"
      heading={ENTER_CODE_HEADING}
      intro={<p>Enviamos um código de 6 dígitos por SMS para {flow.destino ?? celular}.</p>}
    >
      <CodeStepForm
        busy={busy}
        onSubmit={submit}
        submitLabel="Confirmar"
        resendAt={flow.resendAt}
        resending={resending}
        onResend={resend}
      />
      <p className="form-links">
        <AppLink to="/login-telefone" className="form-link">
          Alterar número
        </AppLink>
      </p>
    </FormScreen>
  );
}
