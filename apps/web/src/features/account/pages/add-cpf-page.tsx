import { maskCpf, requiredFieldMessage, validateCpf } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { storeUpdatedUser } from '../../../lib/user-session.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { addCpf } from '../api/add-cpf.ts';

/** The CPF field's rule: required here ('O campo CPF é obrigatório!'), then the check digits (§5). */
export function validateInvoiceCpf(cpf: string): string | null {
  return cpf.trim() === '' ? requiredFieldMessage('CPF') : validateCpf(cpf);
}

/** adicionar-cpf: the CPF printed on the invoice, saved on the account. */
export function AddCpfPage() {
  const router = useIonRouter();
  const user = useCurrentUser();
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  if (!user) return null;

  if (user.cpf)
    return (
      <FormScreen title="Adicionar CPF" backTo="/tabs/minha-conta" heading="CPF na nota">
        <p className="form-note">O CPF {user.cpf} já está na sua conta e sairá nas suas notas fiscais.</p>
      </FormScreen>
    );

  return (
    <FormScreen
      title="Adicionar CPF"
      backTo="/tabs/minha-conta"
      heading="CPF na nota"
      intro={
        <p>
          Informe seu CPF para que ele saia nas notas fiscais dos seus pedidos. Depois de salvo, ele não pode
          ser alterado.
        </p>
      }
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const message = validateInvoiceCpf(cpf);
          setError(message);
          if (message) return;
          void run(async () => {
            const answer = await addCpf(cpf);
            if (answer.data) storeUpdatedUser(answer.data);
            if (answer.message) toast.success(answer.message);
            if (router.canGoBack()) router.goBack();
            else router.push('/tabs/minha-conta', 'back', 'replace');
          });
        }}
      >
        <TextField
          label="CPF"
          marker="*"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          value={cpf}
          error={error}
          onValueChange={(value) => setCpf(maskCpf(value))}
        />
        <SubmitButton busy={busy}>Salvar CPF</SubmitButton>
      </form>
    </FormScreen>
  );
}
