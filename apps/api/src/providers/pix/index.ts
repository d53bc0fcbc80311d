import { readFileSync } from 'node:fs';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { TlsOptions } from '../http/index.ts';
import type { PixProvider } from './pix-provider.ts';
import { pspPixProvider } from './psp.ts';
import { sandboxPixProvider } from './sandbox.ts';
import { databasePixSandboxStore } from './sandbox-store.ts';

export { buildBrCode, crc16CcittFalse, formatBrCodeAmount } from './br-code.ts';
export { PIX_SIGNATURE_HEADER } from './notifications.ts';
export * from './pix-provider.ts';
export {
  SANDBOX_PIX_KEY,
  type SignedNotification,
  type SimulatedPixPayment,
  simulatePixPayment,
} from './sandbox.ts';

/** The client certificate file: a PKCS#12 bundle (.p12/.pfx) or PEM holding both the certificate and its key. */
export function clientCertificate(file: string, passphrase?: string): TlsOptions {
  const contents = readFileSync(file);
  return /\.(p12|pfx)$/i.test(file)
    ? { pfx: contents, passphrase }
    : { cert: contents, key: contents, passphrase };
}

/**
 * The Pix provider PIX_PROVIDER selects: `sandbox` (built in, the default; its charges in the database when `db` is
 * given, shared by every process and kept across restarts; its notifications signed with PIX_WEBHOOK_SECRET when
 * set, else with a key kept beside the charges) or `psp` (a PSP's BACEN API Pix at PIX_API_URL, mutual TLS with
 * PIX_CERT_FILE). Calls are bounded by PAYMENT_TIMEOUT_MS.
 */
export function createPixProvider(
  env: Env,
  options: { clock?: Clock; tls?: TlsOptions; db?: Db } = {},
): PixProvider {
  switch (env.PIX_PROVIDER) {
    case 'sandbox':
      return sandboxPixProvider({
        key: env.PIX_KEY,
        merchantName: env.PIX_MERCHANT_NAME,
        merchantCity: env.PIX_MERCHANT_CITY,
        webhookSecret: env.PIX_WEBHOOK_SECRET,
        clock: options.clock,
        ...(options.db ? { store: databasePixSandboxStore(options.db) } : {}),
      });
    case 'psp': {
      const certificate = env.PIX_CERT_FILE
        ? clientCertificate(env.PIX_CERT_FILE, env.PIX_CERT_PASSPHRASE)
        : undefined;
      return pspPixProvider({
        apiUrl: env.PIX_API_URL!,
        tokenUrl: env.PIX_TOKEN_URL,
        clientId: env.PIX_CLIENT_ID!,
        clientSecret: env.PIX_CLIENT_SECRET!,
        key: env.PIX_KEY!,
        webhookSecret: env.PIX_WEBHOOK_SECRET!,
        tls: certificate || options.tls ? { ...certificate, ...options.tls } : undefined,
        merchantName: env.PIX_MERCHANT_NAME,
        merchantCity: env.PIX_MERCHANT_CITY,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
        clock: options.clock,
      });
    }
    default: {
      const unknown: never = env.PIX_PROVIDER;
      throw new Error(`unknown Pix provider ${unknown}`);
    }
  }
}

/** What to warn about at start-up: simulated Pix in production. */
export function pixProviderWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || env.PIX_PROVIDER !== 'sandbox') return [];
  return ['PIX_PROVIDER=sandbox in production: Pix charges are simulated and cannot be paid'];
}
