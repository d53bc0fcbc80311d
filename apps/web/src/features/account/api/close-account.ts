import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** POST /api/inativar_conta (§7): deactivates the account and ends its sessions. */
export async function deactivateAccount(): Promise<Envelope<null>> {
  await ensureFreshSession();
  return api.post<Envelope<null>>('inativar_conta', { body: {}, envelope: true });
}

/** DELETE /api/cliente (§7): erases the account's personal data and ends its sessions. */
export async function deleteAccount(): Promise<Envelope<null>> {
  await ensureFreshSession();
  return api.delete<Envelope<null>>('cliente', { body: {}, envelope: true });
}
