import { onUserChange, readCurrentUser } from '../auth/index.ts';

let stopWatching: (() => void) | null = null;
let asked = false;

/**
 * 'Adicionar CPF' from the checkout: adicionar-cpf saves the CPF on the account and goes back. On mobile that is
 * the checkout page; on desktop the checkout was a modal, so `reopen` brings it back once the CPF is on the
 * account. Either way 'CPF na nota' is then switched on, since that is what the customer asked for.
 */
export function watchForAddedCpf(reopen?: () => void): void {
  asked = true;
  stopWatching?.();
  stopWatching = null;
  if (!reopen) return;
  const stop = onUserChange(() => {
    const user = readCurrentUser();
    if (user?.cpf) reopen();
    if (!user || user.cpf) {
      stop();
      stopWatching = null;
    }
  });
  stopWatching = stop;
}

/** Whether the customer just asked to add a CPF for this order (read once). */
export function takeCpfRequest(): boolean {
  const was = asked;
  asked = false;
  return was;
}
