import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer account. Personal fields are nullable because deletion blanks them and keeps the row (status
 * 'deleted') so that future order records can still point at an anonymised customer (docs/accounts.md).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Public pseudonymous id (§3 id_externo); replaced by a fresh one on deletion. */
    idExterno: uuid('id_externo').notNull().unique(),
    nome: text('nome'),
    /** Digits only: DDD + 9 digits. */
    celular: text('celular'),
    /** Lower-cased. */
    email: text('email'),
    emailVerificadoEm: instant('email_verificado_em'),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    /** Digits only. */
    cpf: text('cpf'),
    senhaHash: text('senha_hash'),
    status: text('status', { enum: ['active', 'deactivated', 'deleted'] })
      .notNull()
      .default('active'),
    /** Bumped by logout-everywhere, password reset, deactivation and deletion: access tokens carry it as `ver`. */
    tokenVersion: integer('token_version').notNull().default(0),
    marketingPush: boolean('marketing_push').notNull().default(false),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deactivatedAt: instant('deactivated_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('customers_celular_unique')
      .on(t.celular)
      .where(sql`${t.celular} is not null and ${t.status} <> 'deleted'`),
    uniqueIndex('customers_email_unique')
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.status} <> 'deleted'`),
    uniqueIndex('customers_cpf_unique')
      .on(t.cpf)
      .where(sql`${t.cpf} is not null and ${t.status} <> 'deleted'`),
    check('customers_status_valid', sql`${t.status} in ('active', 'deactivated', 'deleted')`),
    check(
      'customers_deleted_is_blank',
      sql`${t.status} <> 'deleted' or (${t.nome} is null and ${t.celular} is null and ${t.email} is null and ${t.cpf} is null and ${t.dataNascimento} is null and ${t.senhaHash} is null)`,
    ),
  ],
);

/**
 * Every phone and e-mail a customer has had, as the keyed hash that codes, send limits and the outbox are keyed by
 * (`IdentifierHasher.target`), never in clear. Written when the phone or e-mail changes — the one left behind and
 * the new one — so that deletion can erase what was sent to or stored under each (docs/accounts.md); until the
 * first change the customer row itself holds the only identifiers.
 */
export const customerIdentifiers = pgTable(
  'customer_identifiers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['phone', 'email'] }).notNull(),
    targetHash: text('target_hash').notNull(),
    /** When the account took it on (sign-up time for the identifiers it was created with). */
    firstSeenAt: instant('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.targetHash], name: 'customer_identifiers_pkey' }),
    check('customer_identifiers_kind_valid', sql`${t.kind} in ('phone', 'email')`),
  ],
);

/** Every marketing consent given or withdrawn, per channel, with when and where (LGPD proof of consent). */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    canal: text('canal', { enum: ['push', 'email', 'sms'] }).notNull(),
    concedido: boolean('concedido').notNull(),
    /** Where it was given: the sign-up permissions screen or the notification settings. */
    origem: text('origem', { enum: ['cadastro', 'configuracoes'] }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('marketing_consents_customer_idx').on(t.customerId)],
);

/**
 * One-time codes and the tickets exchanged for them. `target_hash` is an HMAC of the phone digits or the
 * lower-cased e-mail, so the table never holds the address itself; `secret_hash` is an HMAC of the code or ticket.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['login', 'signup', 'email_verify', 'password_reset'] }).notNull(),
    kind: text('kind', { enum: ['code', 'ticket'] }).notNull(),
    targetHash: text('target_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.targetHash, t.purpose, t.kind)],
);

/** Code sends, counted per target and per client IP over the last hour (works across API processes). */
export const codeSendLog = pgTable(
  'code_send_log',
  {
    id: serial('id').primaryKey(),
    /** 'target:' or 'ip:' followed by an HMAC of the value. */
    bucket: text('bucket').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('code_send_log_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Rotating refresh tokens (stored hashed); a family shares one login, reuse of a rotated token ends it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    family: uuid('family').notNull(),
    /** The customer's token_version at issue: a later bump makes the token useless. */
    tokenVersion: integer('token_version').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_customer_idx').on(t.customerId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

/** Notifications delivered to a customer (§2 notification history). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.createdAt)],
);

/** Push registrations (§7 dispositivo); a token belongs to the last customer who registered it. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    plataforma: text('plataforma', { enum: ['android', 'ios', 'web'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('devices_customer_idx').on(t.customerId)],
);

/** Messages kept by the built-in `outbox` messaging provider instead of being sent (shown at /dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    canal: text('canal', { enum: ['sms', 'email'] }).notNull(),
    destinatario: text('destinatario').notNull(),
    /**
     * Keyed hash of the recipient as a phone or e-mail target (the same value `verification_codes.target_hash`
     * holds), so deletion finds messages to a customer's past identifiers. Null on rows written before it existed.
     */
    destinatarioHash: text('destinatario_hash'),
    assunto: text('assunto'),
    texto: text('texto').notNull(),
    html: text('html'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.destinatario),
    index('outbox_messages_recipient_hash_idx').on(t.destinatarioHash),
  ],
);
