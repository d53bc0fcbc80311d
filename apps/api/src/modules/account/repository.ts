import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerIdentifiers, customers, marketingConsents } from '../../db/schema/account.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type MarketingChannel = (typeof marketingConsents.$inferInsert)['canal'];
export type ConsentOrigin = (typeof marketingConsents.$inferInsert)['origem'];

/** The customer columns a person's marketing channel is stored in. */
export const marketingColumn = {
  push: 'marketingPush',
  email: 'marketingEmail',
  sms: 'marketingSms',
} as const satisfies Record<MarketingChannel, keyof CustomerRow>;

export interface NewCustomer {
  nome: string;
  celular: string;
  email: string;
  dataNascimento: string | null;
  cpf: string | null;
  senhaHash: string | null;
  marketing: Record<MarketingChannel, boolean>;
}

/** Which of a person's unique identifiers another live account already uses. */
export interface Conflicts {
  celular: boolean;
  email: boolean;
  cpf: boolean;
}

/**
 * Column changes that leave the phone and e-mail alone. A new phone or e-mail goes through
 * `updateWithIdentifiers`, which keeps the keyed hashes deletion needs to find what was sent to the old ones.
 */
export type CustomerChanges = Partial<Omit<CustomerRow, 'id' | 'createdAt' | 'celular' | 'email'>>;

const live = ne(customers.status, 'deleted');

/** The keyed hashes of a customer's current phone and e-mail (none once the row is blanked). */
function currentIdentifierHashes(
  hasher: IdentifierHasher,
  customer: Pick<CustomerRow, 'celular' | 'email'>,
): string[] {
  return [
    ...(customer.celular ? [hasher.target('phone', customer.celular)] : []),
    ...(customer.email ? [hasher.target('email', customer.email)] : []),
  ];
}

/** Customer queries. Every function takes the handle to use, so callers can run them inside a transaction. */
/** Every customer's id and name, as a subquery another module joins (the store's order board). */
export function customerNamesQuery(db: Db) {
  return db.select({ id: customers.id, nome: customers.nome }).from(customers).as('customer_names');
}

export const customersRepository = {
  async byId(db: Db, id: number): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    return row;
  },

  async liveByPhone(db: Db, celular: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.celular, celular), live));
    return row;
  },

  async liveByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.email, email), live));
    return row;
  },

  /** Conflicts with live accounts other than `exceptId`, for the values given. */
  async conflicts(
    db: Db,
    values: { celular?: string | null; email?: string | null; cpf?: string | null },
    exceptId: number | null,
  ): Promise<Conflicts> {
    const others = exceptId === null ? live : and(live, ne(customers.id, exceptId));
    const taken = async (
      column: typeof customers.celular | typeof customers.email | typeof customers.cpf,
      value: string | null | undefined,
    ) => {
      if (!value) return false;
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(column, value), others))
        .limit(1);
      return rows.length > 0;
    };
    return {
      celular: await taken(customers.celular, values.celular),
      email: await taken(customers.email, values.email),
      cpf: await taken(customers.cpf, values.cpf),
    };
  },

  async insert(db: Db, input: NewCustomer, now: Date): Promise<CustomerRow> {
    const [row] = await db
      .insert(customers)
      .values({
        idExterno: randomUUID(),
        nome: input.nome,
        celular: input.celular,
        email: input.email,
        dataNascimento: input.dataNascimento,
        cpf: input.cpf,
        senhaHash: input.senhaHash,
        marketingPush: input.marketing.push,
        marketingEmail: input.marketing.email,
        marketingSms: input.marketing.sms,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  },

  async update(db: Db, id: number, changes: CustomerChanges, now: Date): Promise<CustomerRow> {
    const [row] = await db
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row!;
  },

  /**
   * Saves changes that may give the customer a new phone or e-mail. For each one that changes, the keyed hashes
   * of the old value (taken on at sign-up unless already recorded) and the new one go to `customer_identifiers`.
   */
  async updateWithIdentifiers(
    db: Db,
    hasher: IdentifierHasher,
    customer: CustomerRow,
    changes: CustomerChanges & { celular?: string; email?: string },
    now: Date,
  ): Promise<CustomerRow> {
    const rows: Array<typeof customerIdentifiers.$inferInsert> = [];
    const track = (kind: 'phone' | 'email', before: string | null, after: string | undefined) => {
      if (after === undefined || after === before) return;
      if (before)
        rows.push({
          customerId: customer.id,
          kind,
          targetHash: hasher.target(kind, before),
          firstSeenAt: customer.createdAt,
        });
      rows.push({ customerId: customer.id, kind, targetHash: hasher.target(kind, after), firstSeenAt: now });
    };
    track('phone', customer.celular, changes.celular);
    track('email', customer.email, changes.email);
    if (rows.length) await db.insert(customerIdentifiers).values(rows).onConflictDoNothing();
    const [row] = await db
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(eq(customers.id, customer.id))
      .returning();
    return row!;
  },

  /** Keyed hashes of every phone and e-mail the customer has had: those recorded and the current ones. */
  async identifierHashes(db: Db, hasher: IdentifierHasher, customer: CustomerRow): Promise<string[]> {
    const recorded = await db
      .select({ targetHash: customerIdentifiers.targetHash })
      .from(customerIdentifiers)
      .where(eq(customerIdentifiers.customerId, customer.id));
    return [...new Set([...recorded.map((r) => r.targetHash), ...currentIdentifierHashes(hasher, customer)])];
  },

  /**
   * Ends every session: access tokens and refresh tokens carry the version they were issued with, and a token of
   * an older version is refused (http/auth.ts, auth/sessions.ts).
   */
  async endAllSessions(db: Db, id: number, now: Date): Promise<void> {
    await db
      .update(customers)
      .set({ tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: now })
      .where(eq(customers.id, id));
  },

  /**
   * Locks the customer's row until the transaction ends: what another module keeps per customer under a limit
   * (the address book, the saved cards) is counted and written by one request at a time.
   */
  async lock(db: Db, id: number): Promise<void> {
    await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
  },

  /** Every marketing consent the customer gave or withdrew, newest first (the data export). */
  consentHistory(db: Db, customerId: number): Promise<Array<typeof marketingConsents.$inferSelect>> {
    return db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.customerId, customerId))
      .orderBy(desc(marketingConsents.createdAt), desc(marketingConsents.id));
  },

  async recordConsents(
    db: Db,
    customerId: number,
    consents: Partial<Record<MarketingChannel, boolean>>,
    origem: ConsentOrigin,
    now: Date,
  ): Promise<void> {
    const rows = Object.entries(consents).map(([canal, concedido]) => ({
      customerId,
      canal: canal as MarketingChannel,
      concedido: concedido === true,
      origem,
      createdAt: now,
    }));
    if (rows.length) await db.insert(marketingConsents).values(rows);
  },
};
