import { validateMobilePhone } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { PhoneField } from '../../../ui/form/phone-field.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime } from '../hooks.ts';

/** login-telefone: the number that receives the SMS code. */
export function LoginPhonePage() {
  const router = useIonRouter();
  const [celular, setCelular] = useState(() => readFlow().celular ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();

  const submit = () => {
    const message = validateMobilePhone(celular);
    setError(message);
    if (message) return;
    void run(async () => {
      const sent = await requestPhoneCode(celular);
      updateFlow({ celular, destino: sent.destino, resendAt: resendTime(sent.reenviar_em) });
      router.push('/confirmar-codigo', 'forward', 'push');
    });
  };

  return (
    <FormScreen
      title="Entrar com celular"
      backTo="/login"
      heading="Qual é o seu celular?"
      intro={<p>Enviaremos um código de 6 dígitos por SMS para confirmar que o número é seu.</p>}
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <PhoneField value={celular} error={error} onValueChange={setCelular} />
        <SubmitButton busy={busy}>Enviar código</SubmitButton>
      </form>
    </FormScreen>
  );
}
