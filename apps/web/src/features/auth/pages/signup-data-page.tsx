import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { BIRTH_DATE_LABEL } from '../auth-texts.ts';
import { readFlow, type SignupDraft, updateFlow } from '../flow-state.ts';
import { signupFormSchema, signupInputFilters } from '../signup-form.ts';

const EMPTY: SignupDraft = { nome: '', email: '', dataNascimento: '', cpf: '', senha: '' };
const SIGNUP_FORM = signupFormSchema();

/** cadastro-dados: a new customer's details, after the phone number was confirmed. */
export function SignupDataPage() {
  const router = useIonRouter();
  const [flow] = useState(readFlow);
  const celular = flow.celular;
  const form = useZodForm(SIGNUP_FORM, { ...(flow.signup ?? EMPTY), celular: celular ?? '' });
  if (!celular || !flow.signupTicket) return <Navigate to="/login-telefone" replace />;

  const field = (name: keyof SignupDraft) => ({
    control: form.control,
    name,
    mask: signupInputFilters[name],
  });

  return (
    <FormScreen
      title="Cadastro"
      backTo="/login-telefone"
      heading="Conte um pouco sobre você"
      intro={<p>Falta pouco! Campos com * são obrigatórios.</p>}
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={form.handleSubmit(({ nome, email, dataNascimento, cpf, senha }) => {
          updateFlow({ signup: { nome: nome.trim(), email, dataNascimento, cpf, senha } });
          router.push('/cadastro-permissoes', 'forward', 'push');
        })}
      >
        <FormTextField label="Nome" marker="*" autoComplete="name" maxLength={120} {...field('nome')} />
        <FormTextField
          control={form.control}
          name="celular"
          label="Celular"
          marker="*"
          readOnly
          hint="Número confirmado por SMS."
        />
        <FormTextField
          label="E-mail"
          marker="*"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <FormTextField
          label={BIRTH_DATE_LABEL}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          {...field('dataNascimento')}
        />
        <FormTextField
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          hint="Opcional. Usado na nota fiscal."
          {...field('cpf')}
        />
        <FormTextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          maxLength={30}
          hint="Opcional, para entrar também com e-mail: 5 a 30 caracteres, com letra maiúscula, letra minúscula e número."
          {...field('senha')}
        />
        <SubmitButton busy={false}>Continuar</SubmitButton>
      </form>
    </FormScreen>
  );
}
