import type { StaffMe } from '@comanda/contract';
import { useCallback, useEffect, useState } from 'react';
import { isSignedOut, signIn } from './backoffice-api.ts';
import { Shell } from './shell/shell.tsx';
import { SignInScreen } from './sign-in/sign-in-screen.tsx';
import { LOADING } from './texts.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; message: string | null }
  | { kind: 'in'; me: StaffMe };

/** The brand's back office at /gestao: the sign-in until a staff session exists, then the screens of one's role. */
export function BackofficeApp() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    signIn.me().then(
      (me) => setState({ kind: 'in', me }),
      () => setState({ kind: 'signed-out', message: null }),
    );
  }, []);

  const onSignedOut = useCallback((error?: unknown) => {
    setState({
      kind: 'signed-out',
      message: error && isSignedOut(error) ? 'Sua sessão da gestão expirou. Entre novamente.' : null,
    });
  }, []);

  if (state.kind === 'loading')
    return (
      <main className="op-login">
        <p role="status">{LOADING}</p>
      </main>
    );
  if (state.kind === 'signed-out')
    return <SignInScreen message={state.message} onSignedIn={(me) => setState({ kind: 'in', me })} />;
  return <Shell me={state.me} onSignedOut={onSignedOut} />;
}
