import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths.ts';

export { projectRoot };

const bool = z
  .enum(['true', 'false', '1', '0'], { error: "use 'true' ou 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** An origin a third-party tag may call: https or wss, a host or a `*.` host, an optional port, no path. */
const EXTRA_ORIGIN = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;
const originList = (value: string): string[] =>
  value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** A third-party script's address: https, or http on this machine (development and the e2e suite). */
const scriptUrl = z.url({ protocol: /^https?$/, error: 'must be an https URL' }).refine(
  (value) => {
    // not a URL at all: already reported by z.url, and `new URL` would throw past the error list
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return (url.protocol === 'https:' || loopback) && !url.username && !url.password;
  },
  { error: 'must be an https URL without credentials (http only on 127.0.0.1 or localhost)' },
);

/** Every environment variable the API reads, with defaults. Documented in README.md. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(resolve(projectRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  /** Starts every Redis key and channel, so deployments sharing one Redis never meet; unset, from the database. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, {
      error: 'must be 1-64 letters, digits, _, . or - (starting with a letter or digit)',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  /** §7 optional payload encryption (docs/security.md): 'on' serves the day's key and honours `Encrypt: true`. */
  PAYLOAD_ENCRYPTION: z.enum(['off', 'on']).default('off'),
  /** The secret the day keys are derived from (HKDF); unset, the JWT signing secret. */
  PAYLOAD_ENCRYPTION_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(resolve(projectRoot, 'apps/web/dist')),
  SEED_CATALOG: z.string().min(1).default(resolve(projectRoot, 'apps/api/catalog/hanami-sushi.json')),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW: z.string().min(1).default('1 minute'),
  MENU_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** After SIGTERM, how long /api/pronto answers 503 before the server stops accepting (the balancer's notice). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_CODE_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  MESSAGING_PROVIDER: z.enum(['outbox', 'smtp+http']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  LOYALTY_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('shinguru@hanami.example'),
  /** The brand's WhatsApp bot asks for `whatsapp/{uuid}` links with this key (X-Api-Key); unset, the channel is off. */
  /** Bearer token of GET /metrics (Prometheus); unset, the endpoint does not exist. */
  METRICS_TOKEN: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  WHATSAPP_BOT_API_KEY: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  WHATSAPP_LINK_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** The app's public address, for the links the bot sends; without it, the address the bot called. */
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Third-party scripts (GET /api/tag, docs/adr/0172): the app loads them only after cookie consent; unset, none. */
  TAG_MANAGER_URL: scriptUrl.optional(),
  FRAUD_FINGERPRINT_URL: scriptUrl.optional(),
  SUPPORT_WIDGET_ZENDESK_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be the Zendesk snippet key (letters, digits, - and _)' })
    .optional(),
  SUPPORT_WIDGET_ZENDESK_URL: scriptUrl.default('https://static.zdassets.com/ekr/snippet.js'),
  /**
   * Origins the configured tags call at run time (the container's analytics, the brand's Zendesk and its websocket),
   * comma-separated: https:// or wss://, a host or `*.` one, no path. Allowed by the CSP only with a tag configured.
   */
  THIRD_PARTY_EXTRA_ORIGINS: z
    .string()
    .refine((value) => originList(value).every((origin) => EXTRA_ORIGIN.test(origin)), {
      error: 'must be https:// or wss:// origins (a host or *.host, no path), comma-separated',
    })
    .transform(originList)
    .default([]),
  SMS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.zenvia.com/v2/channels/sms/messages'),
  SMS_API_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).optional(),
  GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
  NOMINATIM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://nominatim.openstreetmap.org'),
  VIACEP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://viacep.com.br'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  ADDRESSES_PER_CUSTOMER: z.coerce.number().int().min(1).max(200).default(20),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+\{z\}[^\s"'<>]*$/, {
      error: 'must be an http(s) tile URL template with {z}, {x} and {y}',
    })
    .refine((url) => url.includes('{x}') && url.includes('{y}'), {
      error: 'must be an http(s) tile URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default('© Colaboradores do OpenStreetMap'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'pagarme', 'cielo']).default('sandbox'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  PAGARME_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.pagar.me/core/v5'),
  PAGARME_SECRET_KEY: z
    .string()
    .regex(/^sk_[A-Za-z0-9_]+$/, { error: 'must be a Pagar.me secret key (sk_…)' })
    .optional(),
  PAGARME_PUBLIC_KEY: z
    .string()
    .regex(/^pk_[A-Za-z0-9_]+$/, { error: 'must be a Pagar.me public key (pk_…)' })
    .optional(),
  CIELO_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.cieloecommerce.cielo.com.br'),
  CIELO_QUERY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://apiquery.cieloecommerce.cielo.com.br'),
  CIELO_MERCHANT_ID: z.guid({ error: 'must be the MerchantId GUID' }).optional(),
  CIELO_MERCHANT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{40}$/, { error: 'must be the 40-character MerchantKey' })
    .optional(),
  PIX_PROVIDER: z.enum(['sandbox', 'psp']).default('sandbox'),
  PIX_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PIX_TOKEN_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PIX_CLIENT_ID: z.string().min(1).optional(),
  PIX_CLIENT_SECRET: z.string().min(1).optional(),
  PIX_KEY: z.string().trim().min(1).max(77, { error: 'must have at most 77 characters' }).optional(),
  PIX_WEBHOOK_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  PIX_CERT_FILE: z.string().min(1).optional(),
  PIX_CERT_PASSPHRASE: z.string().min(1).optional(),
  PIX_MERCHANT_NAME: z.string().trim().min(1).default('Hanami Sushi'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).default('Brasília'),
  /** Web Push (VAPID) key pair; generated on first start and kept in the database when not given. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who sends the pushes (a mailto: or https: URL the push services can contact). */
  VAPID_SUBJECT: z.string().min(1).default('mailto:contato@hanamisushi.com.br'),
  /** Native push to the Android app: a Firebase project's service account key file (JSON); unset, off. */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://oauth2.googleapis.com/token'),
  /** Native push to the iOS app: the APNs auth key (.p8 file), its key id, the team id and the app's bundle id. */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the 10-character key id' })
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the 10-character team id' })
    .optional(),
  APNS_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, {
      error: 'must be the app bundle id (e.g. br.com.hanamisushi.app)',
    })
    .optional(),
  APNS_URL: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .default('https://api.push.apple.com'),
  /** How long an order's Pix charge can be paid, in seconds (docs/orders.md). */
  PIX_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** How often waiting payments are reconciled with the providers, in ms; 0 turns the timer off. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /**
   * How often an idle pg-boss worker looks for jobs, in seconds (PostgreSQL only): 2, or 0.5 when NODE_ENV=test so
   * tests see a queued push at once (docs/adr/0150-jobs-on-pg-boss.md).
   */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  /** A job whose worker sent no heartbeat for this long (a killed process) is retried by another, in seconds. */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** How often pg-boss looks for jobs of dead workers and expired ones, in seconds. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Attempts after the first for an order's push before it is given up (logged). */
  PUSH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** The first push retry's delay, in seconds; each later one doubles it (PostgreSQL: whole seconds, at least 1). */
  PUSH_RETRY_DELAY_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
});

/** Settings that only make sense together: the real messaging adapters need their addresses and keys. */
const envRules = envSchema.superRefine((env, ctx) => {
  if (env.MESSAGING_PROVIDER !== 'smtp+http') return;
  for (const name of ['SMTP_URL', 'SMTP_FROM', 'SMS_API_TOKEN', 'SMS_SENDER'] as const) {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when MESSAGING_PROVIDER=smtp+http' });
  }
});

/** The real payment and Pix adapters need their accounts; the sandboxes need nothing. */
const providerRules = envRules.superRefine((env, ctx) => {
  const required = {
    pagarme: ['PAGARME_SECRET_KEY'],
    cielo: ['CIELO_MERCHANT_ID', 'CIELO_MERCHANT_KEY'],
    sandbox: [],
  } as const satisfies Record<Env['PAYMENT_PROVIDER'], readonly (keyof Env)[]>;
  const missing = (name: keyof Env, message: string) => {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message });
  };
  for (const name of required[env.PAYMENT_PROVIDER])
    missing(name, `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`);
  if (env.PIX_PROVIDER !== 'psp') return;
  for (const name of [
    'PIX_API_URL',
    'PIX_CLIENT_ID',
    'PIX_CLIENT_SECRET',
    'PIX_KEY',
    'PIX_WEBHOOK_SECRET',
  ] as const)
    missing(name, 'required when PIX_PROVIDER=psp');
});

/** APNs needs its key, key id, team id and bundle id together; any one of them alone is a mistake. */
const pushRules = providerRules.superRefine((env, ctx) => {
  const apns = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;
  if (!apns.some((name) => env[name])) return;
  for (const name of apns)
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'required with the other APNS_ variables' });
});

/** The PostgreSQL database's name (the user's name when the URL names none, as libpq does); PGlite: 'comanda'. */
export function defaultRedisPrefix(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'comanda';
  const url = new URL(databaseUrl);
  return decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
}

const withDefaults = pushRules.transform((env) => ({
  ...env,
  REDIS_PREFIX: env.REDIS_PREFIX ?? defaultRedisPrefix(env.DATABASE_URL),
}));

export type Env = z.output<typeof withDefaults>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = withDefaults.safeParse(cleaned);
  if (result.success) {
    const base = source.INIT_CWD ?? process.cwd();
    const at = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
    return {
      ...result.data,
      DATA_DIR: at(result.data.DATA_DIR),
      WEB_DIST: at(result.data.WEB_DIST),
      SEED_CATALOG: at(result.data.SEED_CATALOG),
      ...(result.data.PIX_CERT_FILE ? { PIX_CERT_FILE: at(result.data.PIX_CERT_FILE) } : {}),
      ...(result.data.FCM_SERVICE_ACCOUNT_FILE
        ? { FCM_SERVICE_ACCOUNT_FILE: at(result.data.FCM_SERVICE_ACCOUNT_FILE) }
        : {}),
      ...(result.data.APNS_KEY_FILE ? { APNS_KEY_FILE: at(result.data.APNS_KEY_FILE) } : {}),
    };
  }
  // the contract's default messages name their field with '{campo}': here the field is the setting itself
  const lines = result.error.issues.map((i) => {
    const name = i.path.join('.');
    return `  ${name}: ${i.message.replaceAll('{campo}', name)}`;
  });
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
