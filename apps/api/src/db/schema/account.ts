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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

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
