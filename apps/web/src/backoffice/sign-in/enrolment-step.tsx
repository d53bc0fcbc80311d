import { type FormEvent, useEffect, useState } from 'react';
import { QrCode } from '../../ui/qr-code.tsx';
import { failureMessage, signIn } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { SignInCard } from './sign-in-card.tsx';

/**
 * The first sign-in: a new authenticator secret as a QR code (and as text to type), confirmed with a code from
 * the app; then the recovery codes, shown this once.
 */
export function EnrolmentStep({ onDone }: { onDone: () => Promise<void> }) {
  const [secret, setSecret] = useState<{ segredo: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    signIn.enrol().then(setSecret, (failure: unknown) => setError(failureMessage(failure)));
  }, []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('codigo') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      setCodes((await signIn.confirm(code)).codigosRecuperacao);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <SignInCard
        title="Guarde seus códigos de recuperação"
        hint="Cada código permite entrar uma vez sem o aplicativo, se você perder o celular. Eles não serão mostrados de novo."
        onSubmit={(event) => {
          event.preventDefault();
          void onDone();
        }}
      >
        <ol className="bo-codes" aria-label="Códigos de recuperação">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button className="op-button op-button--primary op-login__submit" type="submit">
          Guardei os códigos, continuar
        </button>
      </SignInCard>
    );
  return (
    <SignInCard
      title="Ative a verificação em duas etapas"
      hint="Escaneie o código com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…) e digite o código de 6 dígitos que ele mostrar."
      onSubmit={confirm}
    >
      {secret ? (
        <>
          <QrCode value={secret.uri} label="QR code do aplicativo autenticador" className="bo-qr" />
          <p className="bo-secret">
            Sem câmera? Digite a chave: <code data-testid="totp-secret">{secret.segredo}</code>
          </p>
          <Field
            label="Código do aplicativo"
            name="codigo"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            disabled={busy}
            error={error}
          />
          <button className="op-button op-button--primary op-login__submit" type="submit" aria-busy={busy}>
            {busy ? 'Confirmando…' : 'Confirmar'}
          </button>
        </>
      ) : (
        <FormStatus error={error} done="Gerando a chave…" />
      )}
    </SignInCard>
  );
}
