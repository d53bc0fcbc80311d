import { maskCpf } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { CPF_ON_RECEIPT_LABEL } from '../../../ui/texts.ts';
import { storeUpdatedUser, useCurrentUser } from '../../auth/index.ts';
import { ADD_CPF_TITLE } from '../account-texts.ts';
import { addCpf } from '../api/add-cpf.ts';
import { addCpfSchema } from '../cpf-form.ts';

/** adicionar-cpf: the CPF printed on the invoice, saved on the account. */
export function AddCpfPage() {
  const router = useIonRouter();
  const user = useCurrentUser();
  const form = useZodForm(addCpfSchema, { cpf: '' });
  const [busy, run] = useAction();
  if (!user) return null;

  if (user.cpf)
    return (
      <FormScreen title={ADD_CPF_TITLE} backTo="/tabs/minha-conta" heading={CPF_ON_RECEIPT_LABEL}>
        <p className="form-note">O CPF {user.cpf} já está na sua conta e sairá nas suas notas fiscais.</p>
      </FormScreen>
    );

  return (
    <FormScreen
      title={ADD_CPF_TITLE}
      backTo="/tabs/minha-conta"
      heading={CPF_ON_RECEIPT_LABEL}
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
        onSubmit={form.handleSubmit(({ cpf }) =>
          run(async () => {
            const answer = await addCpf(cpf);
            if (answer.data) storeUpdatedUser(answer.data);
            if (answer.message) toast.success(answer.message);
            if (router.canGoBack()) router.goBack();
            else router.push('/tabs/minha-conta', 'back', 'replace');
          }),
        )}
      >
        <FormTextField
          control={form.control}
          name="cpf"
          label="CPF"
          marker="*"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          mask={maskCpf}
        />
        <SubmitButton busy={busy}>Salvar CPF</SubmitButton>
      </form>
    </FormScreen>
  );
}
