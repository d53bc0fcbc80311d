import { type KeyObject, sign } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS: `RS256` (RSASSA-PKCS1-v1_5 with SHA-256, Google's service-account assertions) or `ES256` (ECDSA
 * P-256 with SHA-256 and the signature as r‖s, APNs provider tokens).
 */
export function signJwt(
  algorithm: 'RS256' | 'ES256',
  key: KeyObject,
  header: Record<string, string>,
  claims: Record<string, string | number>,
): string {
  const input = `${part({ alg: algorithm, ...header })}.${part(claims)}`;
  const signature =
    algorithm === 'RS256'
      ? sign('sha256', Buffer.from(input), key)
      : sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
