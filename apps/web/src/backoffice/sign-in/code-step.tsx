import { type FormEvent, useState } from 'react';
import { failureMessage, signIn } from '../backoffice-api.ts';
import { Field } from '../field.tsx';
import { SignInCard } from './sign-in-card.tsx';

/** The second factor: the authenticator app's 6-digit code, or one of the recovery codes. */
export function CodeStep({ onDone }: { onDone: () => Promise<void> }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('codigo') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await signIn.code(recovery ? { codigoRecuperacao: code } : { codigo: code });
      await onDone();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <SignInCard
      title="Verificação em duas etapas"
      hint={
        recovery
          ? 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma vez.'
          : 'Digite o código de 6 dígitos do seu aplicativo autenticador.'
      }
      onSubmit={submit}
    >
      <Field
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Código de recuperação' : 'Código'}
        name="codigo"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 40 : 6}
        autoFocus
        required
        disabled={busy}
        error={error}
      />
      <button className="op-button op-button--primary op-login__submit" type="submit" aria-busy={busy}>
        {busy ? 'Verificando…' : 'Entrar'}
      </button>
      <button
        type="button"
        className="bo-link"
        onClick={() => {
          setRecovery(!recovery);
          setError(null);
        }}
      >
        {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
      </button>
    </SignInCard>
  );
}
