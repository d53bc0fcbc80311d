import { ACCOUNT_FORM_LABELS, ACCOUNT_TOAST_DURATION_MS, type AccountFormInput } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { FormPhoneField, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { BIRTH_DATE_LABEL, logout, storeUpdatedUser, useCurrentUser } from '../../auth/index.ts';
import {
  accountChange,
  accountFormFromUser,
  accountFormSchema,
  accountInputFilters,
  DEACTIVATE_CONFIRMATION,
  DELETE_CONFIRMATION,
} from '../account-form.ts';
import {
  ADD_CPF_TITLE,
  DEACTIVATE_ACCOUNT_LABEL,
  DELETE_ACCOUNT_LABEL,
  MY_ACCOUNT_TITLE,
} from '../account-texts.ts';
import { deactivateAccount, deleteAccount } from '../api/close-account.ts';
import { useAccount } from '../api/get-account.ts';
import { updateAccount } from '../api/update-account.ts';
import '../components/account.css';
import { DataExportSection } from '../components/data-export-section.tsx';

const ACCOUNT_FORM = accountFormSchema();
const EMPTY_FORM: AccountFormInput = { nome: '', celular: '', email: '', data_nascimento: '' };

/** tabs/minha-conta (§2 Edit account). */
export function MyAccountPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const account = useAccount();
  const [saved, setSaved] = useState<AccountFormInput | null>(() =>
    user ? accountFormFromUser(user) : null,
  );
  const form = useZodForm(ACCOUNT_FORM, saved ?? EMPTY_FORM, { labels: ACCOUNT_FORM_LABELS });
  const [saving, runSave] = useAction();
  const [closing, runClose] = useAction();
  const edited = useRef(false);

  useEffect(() => {
    const typing = form.watch((_, { type }) => {
      if (type === 'change') edited.current = true;
    });
    return () => typing.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!account.data) return;
    storeUpdatedUser(account.data);
    const fresh = accountFormFromUser(account.data);
    setSaved(fresh);
    if (!edited.current) form.reset(fresh);
  }, [account.data, form]);

  if (!user || !saved) return null;

  const save = form.handleSubmit((values) => {
    const plan = accountChange(saved, values);
    if (plan.kind === 'unchanged') {
      toast.info(plan.message);
      return;
    }
    return runSave(async () => {
      const answer = await updateAccount(plan.body);
      if (answer.data) {
        storeUpdatedUser(answer.data);
        queryClient.setQueryData(['cliente'], answer.data);
        const fresh = accountFormFromUser(answer.data);
        setSaved(fresh);
        form.reset(fresh);
        edited.current = false;
      }
      if (answer.message) toast.success(answer.message);
    });
  });

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
    <FormScreen title={MY_ACCOUNT_TITLE} backTo="/tabs/perfil" intro={<p>Campos com * são obrigatórios.</p>}>
      <form className="form-stack" noValidate aria-label="Dados da conta" onSubmit={save}>
        <FormTextField
          control={form.control}
          name="nome"
          label="Nome"
          autoComplete="name"
          maxLength={120}
          mask={accountInputFilters.nome}
        />
        <FormPhoneField control={form.control} name="celular" />
        <FormTextField
          control={form.control}
          name="email"
          mask={accountInputFilters.email}
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
        />
        <FormTextField
          control={form.control}
          name="data_nascimento"
          mask={accountInputFilters.data_nascimento}
          label={BIRTH_DATE_LABEL}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          maxLength={10}
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
                {ADD_CPF_TITLE}
              </AppLink>
            )
          }
        />
        <SubmitButton busy={saving}>Salvar</SubmitButton>
      </form>
      <DataExportSection />
      <div className="account-danger-zone">
        <button
          type="button"
          className="btn btn--block btn--ghost"
          disabled={closing}
          onClick={() => void close('deactivate')}
        >
          {DEACTIVATE_ACCOUNT_LABEL}
        </button>
        <button
          type="button"
          className="btn btn--block btn--ghost account-danger-zone__delete"
          disabled={closing}
          onClick={() => void close('delete')}
        >
          {DELETE_ACCOUNT_LABEL}
        </button>
      </div>
    </FormScreen>
  );
}
