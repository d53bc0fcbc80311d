import type { StaffMe } from '@comanda/contract';
import { type FormEvent, useState } from 'react';
import { failureMessage, signIn } from '../backoffice-api.ts';
import { Field } from '../field.tsx';
import { CodeStep } from './code-step.tsx';
import { EnrolmentStep } from './enrolment-step.tsx';
import { SignInCard } from './sign-in-card.tsx';

type Step = 'senha' | 'totp' | 'cadastro_totp';

/** E-mail and password, then the authenticator's code, or its enrolment on the first sign-in (docs/backoffice.md). */
export function SignInScreen({
  message,
  onSignedIn,
}: {
  message: string | null;
  onSignedIn: (me: StaffMe) => void;
}) {
  const [step, setStep] = useState<Step>('senha');
  const [error, setError] = useState<string | null>(message);
  const [busy, setBusy] = useState(false);
  const finish = () => signIn.me().then(onSignedIn);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const senha = String(data.get('senha') ?? '');
    if (!email || !senha) {
      setError('Informe o e-mail e a senha.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setStep((await signIn.password(email, senha)).etapa);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'totp') return <CodeStep onDone={finish} />;
  if (step === 'cadastro_totp') return <EnrolmentStep onDone={finish} />;
  return (
    <SignInCard
      title="Entrar na gestão"
      hint="Use o e-mail e a senha da sua conta da equipe."
      onSubmit={submit}
    >
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        autoFocus
        disabled={busy}
      />
      <Field
        label="Senha"
        name="senha"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
        error={error}
      />
      <button className="op-button op-button--primary op-login__submit" type="submit" aria-busy={busy}>
        {busy ? 'Entrando…' : 'Continuar'}
      </button>
    </SignInCard>
  );
}
