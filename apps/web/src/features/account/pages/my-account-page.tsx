import { ACCOUNT_TOAST_DURATION_MS, type AccountFormErrors, type AccountFormInput } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { logout } from '../../../lib/logout.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { storeUpdatedUser } from '../../../lib/user-session.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { PhoneField } from '../../../ui/form/phone-field.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import {
  accountFormFromUser,
  accountInputFilters,
  DEACTIVATE_CONFIRMATION,
  DELETE_CONFIRMATION,
  prepareAccountSave,
} from '../account-form.ts';
import { deactivateAccount, deleteAccount } from '../api/close-account.ts';
import { useAccount } from '../api/get-account.ts';
import { updateAccount } from '../api/update-account.ts';
import '../components/account.css';

/** tabs/minha-conta (§2 Edit account). */
export function MyAccountPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const account = useAccount();
  const [saved, setSaved] = useState<AccountFormInput | null>(() =>
    user ? accountFormFromUser(user) : null,
  );
  const [form, setForm] = useState<AccountFormInput | null>(saved);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [saving, runSave] = useAction();
  const [closing, runClose] = useAction();
  const edited = useRef(false);

  useEffect(() => {
    if (!account.data) return;
    storeUpdatedUser(account.data);
    const fresh = accountFormFromUser(account.data);
    setSaved(fresh);
    if (!edited.current) setForm(fresh);
  }, [account.data]);

  if (!user || !form || !saved) return null;

  const field = (name: keyof AccountFormInput) => ({
    value: form[name],
    error: errors[name],
    onValueChange: (value: string) => {
      edited.current = true;
      setForm((current) => current && { ...current, [name]: accountInputFilters[name](value) });
    },
  });

  const save = () => {
    const plan = prepareAccountSave(saved, form, new Date());
    setErrors(plan.kind === 'invalid' ? plan.errors : {});
    if (plan.kind === 'invalid') return;
    if (plan.kind === 'unchanged') {
      toast.info(plan.message);
      return;
    }
    void runSave(async () => {
      const answer = await updateAccount(plan.body);
      if (answer.data) {
        storeUpdatedUser(answer.data);
        queryClient.setQueryData(['cliente'], answer.data);
        const fresh = accountFormFromUser(answer.data);
        setSaved(fresh);
        setForm(fresh);
        edited.current = false;
      }
      if (answer.message) toast.success(answer.message);
    });
  };

  const close = async (variant: 'deactivate' | 'delete') => {
    const answer = await confirmDialog(variant === 'delete' ? DELETE_CONFIRMATION : DEACTIVATE_CONFIRMATION);
    if (answer !== 'executar') return;
    void runClose(async () => {
      const result = await (variant === 'delete' ? deleteAccount() : deactivateAccount());
      toast.success(result.message ?? DEACTIVATE_CONFIRMATION.title, ACCOUNT_TOAST_DURATION_MS);
      router.push('/tabs/cardapio', 'root', 'replace');
      logout({ serverSession: false });
      queryClient.clear();
    });
  };

  return (
    <FormScreen title="Minha conta" backTo="/tabs/perfil" intro={<p>Campos com * são obrigatórios.</p>}>
      <form
        className="form-stack"
        noValidate
        aria-label="Dados da conta"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField label="Nome" autoComplete="name" maxLength={120} {...field('nome')} />
        <PhoneField {...field('celular')} />
        <TextField
          label="E-mail"
          marker="*"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={
            user.emailVerificado === false ? (
              <>
                E-mail ainda não confirmado.{' '}
                <AppLink to="/cadastro-validacao-email" className="form-link">
                  Confirmar e-mail
                </AppLink>
              </>
            ) : undefined
          }
          {...field('email')}
        />
        <TextField
          label="Data de nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          {...field('data_nascimento')}
        />
        <TextField
          label="CPF"
          value={user.cpf ?? ''}
          placeholder="Não informado"
          readOnly
          onValueChange={() => undefined}
          hint={
            user.cpf ? (
              'O CPF não pode ser alterado.'
            ) : (
              <AppLink to="/adicionar-cpf" className="form-link">
                Adicionar CPF
              </AppLink>
            )
          }
        />
        <SubmitButton busy={saving}>Salvar</SubmitButton>
      </form>
      <div className="account-danger-zone">
        <button
          type="button"
          className="btn btn--block btn--ghost"
          disabled={closing}
          onClick={() => void close('deactivate')}
        >
          Desativar conta
        </button>
        <button
          type="button"
          className="btn btn--block btn--ghost account-danger-zone__delete"
          disabled={closing}
          onClick={() => void close('delete')}
        >
          Excluir conta
        </button>
      </div>
    </FormScreen>
  );
}
