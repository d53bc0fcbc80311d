import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { readFlow, type SignupDraft, updateFlow } from '../flow-state.ts';
import { type SignupErrors, signupInputFilters, validateSignup } from '../signup-form.ts';

const EMPTY: SignupDraft = { nome: '', email: '', dataNascimento: '', cpf: '', senha: '' };

/** cadastro-dados: a new customer's details, after the phone number was confirmed. */
export function SignupDataPage() {
  const router = useIonRouter();
  const [flow] = useState(readFlow);
  const [draft, setDraft] = useState<SignupDraft>(() => flow.signup ?? EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const celular = flow.celular;
  if (!celular || !flow.signupTicket) return <Navigate to="/login-telefone" replace />;

  const field = (name: keyof SignupDraft) => ({
    value: draft[name],
    error: errors[name as keyof SignupErrors],
    onValueChange: (value: string) =>
      setDraft((current) => ({ ...current, [name]: signupInputFilters[name](value) })),
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
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateSignup(draft, celular, new Date());
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          updateFlow({ signup: { ...draft, nome: draft.nome.trim() } });
          router.push('/cadastro-permissoes', 'forward', 'push');
        }}
      >
        <TextField label="Nome" marker="*" autoComplete="name" maxLength={120} {...field('nome')} />
        <TextField
          label="Celular"
          marker="*"
          value={celular}
          readOnly
          onValueChange={() => undefined}
          hint="Número confirmado por SMS."
        />
        <TextField
          label="E-mail"
          marker="*"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label="Data de nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          {...field('dataNascimento')}
        />
        <TextField
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          hint="Opcional. Usado na nota fiscal."
          {...field('cpf')}
        />
        <TextField
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
