import { createPrivateKey, type KeyObject } from 'node:crypto';

/** The parts of a Google service account key (the JSON file the Firebase console downloads) FCM's OAuth2 needs. */
export interface GoogleServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKeyId: string | null;
  privateKey: KeyObject;
}

/**
 * Reads a service account key file's text. Throws naming the missing or bad field — never quoting the key — when
 * it is not JSON, not a `service_account`, or its `private_key` is not an RSA private key in PEM.
 */
export function parseServiceAccount(text: string): GoogleServiceAccount {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error('not a JSON service account key');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('not a JSON service account key');
  if (json.type !== 'service_account') throw new Error('"type" is not "service_account"');
  const field = (name: string) => {
    const value = json[name];
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`"${name}" is missing`);
    return value;
  };
  const projectId = field('project_id');
  const clientEmail = field('client_email');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(field('private_key'));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('"private_key"')) throw error;
    throw new Error('"private_key" is not a PEM private key');
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('"private_key" is not an RSA key');
  const keyId = json.private_key_id;
  return {
    projectId,
    clientEmail,
    privateKeyId: typeof keyId === 'string' && keyId !== '' ? keyId : null,
    privateKey,
  };
}
