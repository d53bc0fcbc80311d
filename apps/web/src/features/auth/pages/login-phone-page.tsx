import { useIonRouter } from '@ionic/react';
import { useAction } from '../../../lib/use-action.ts';
import { FormPhoneField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { SEND_CODE_LABEL } from '../auth-texts.ts';
import { LOGIN_PHONE_TITLE } from '../auth-titles.ts';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime } from '../hooks.ts';
import { phoneLoginSchema } from '../phone-login-form.ts';

/** login-telefone: the number that receives the SMS code. */
export function LoginPhonePage() {
  const router = useIonRouter();
  const form = useZodForm(phoneLoginSchema, { celular: readFlow().celular ?? '' });
  const [busy, run] = useAction();

  const submit = form.handleSubmit(({ celular }) =>
    run(async () => {
      const sent = await requestPhoneCode(celular);
      updateFlow({ celular, destino: sent.destino, resendAt: resendTime(sent.reenviar_em) });
      router.push('/confirmar-codigo', 'forward', 'push');
    }),
  );

  return (
    <FormScreen
      title={LOGIN_PHONE_TITLE}
      backTo="/login"
      heading="Qual é o seu celular?"
      intro={<p>Enviaremos um código de 6 dígitos por SMS para confirmar que o número é seu.</p>}
    >
      <form className="form-stack" noValidate onSubmit={submit}>
        <FormPhoneField control={form.control} name="celular" />
        <SubmitButton busy={busy}>{SEND_CODE_LABEL}</SubmitButton>
      </form>
    </FormScreen>
  );
}
