import type { AddCpfBody, DataExport, UpdateAccountBody, User } from '@comanda/contract';
import { MESSAGES, maskPhone, validateAccountChanged } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';
import type { Clock } from '../../providers/clock.ts';
import { type ExportSection, exportCustomerData } from './data-export.ts';
import {
  accountErasureStep,
  anonymiseCustomer,
  type DeactivationStep,
  type ErasureStep,
  erasureContext,
} from './erasure.ts';
import {
  type Conflicts,
  type CustomerRow,
  customersRepository,
  type MarketingChannel,
  marketingColumn,
} from './repository.ts';
import { ACCOUNT_MESSAGES } from './texts.ts';
import { refuseTakenIdentifiers } from './unique-identifiers.ts';
import {
  digitsOf,
  fromIsoDate,
  type LoyaltyMembership,
  NOT_A_MEMBER,
  normalizeEmail,
  normalizeName,
  toIsoDate,
  toUser,
} from './user.ts';

/** What the loyalty programme adds to an account, when it runs: membership on the user, and joining. */
export interface AccountLoyalty {
  membership(db: Db, customerId: number): Promise<LoyaltyMembership>;
  /** Joins the customer (accepting the terms); joining twice changes nothing. */
  join(customer: CustomerRow): Promise<void>;
}

/** A phone, e-mail or CPF of another account is refused without saying which: the form lists what to check. */
function refuseConflicts(taken: Conflicts): void {
  if (taken.celular || taken.email || taken.cpf)
    throw new HttpError(409, 'identifiers_taken', ACCOUNT_MESSAGES.identifiersTaken);
}

/** The account form as the screen shows it, for the "nothing changed" rule of `@comanda/domain`. */
const asForm = (values: {
  nome: string | null;
  celular: string | null;
  email: string | null;
  dataNascimento: string | null;
}) => ({
  nome: values.nome ?? '',
  celular: values.celular ? maskPhone(values.celular) : '',
  email: values.email ?? '',
  data_nascimento: values.dataNascimento ? fromIsoDate(values.dataNascimento) : '',
});

/**
 * The customer's own account: profile changes, CPF, marketing consents, deactivation and deletion (§2 Edit account,
 * §7 cliente).
 */
export function accountService({
  db,
  clock,
  hasher,
}: {
  db: Db;
  clock: Clock;
  /** Keys the phones and e-mails the account has had, for deletion (customer_identifiers, ErasureContext). */
  hasher: IdentifierHasher;
}) {
  const erasure: ErasureStep[] = [accountErasureStep];
  const deactivation: DeactivationStep[] = [];
  const exportSections: ExportSection[] = [];
  let loyalty: AccountLoyalty | null = null;

  return {
    /** Set by the loyalty module: the user then carries its membership, and PUT cliente can join. */
    setLoyalty(programme: AccountLoyalty): void {
      loyalty = programme;
    },

    /** §3 User as every route answers it: the row, the caller's token and the loyalty membership. */
    async user(row: CustomerRow, jwt: string): Promise<User> {
      return toUser(row, jwt, loyalty ? await loyalty.membership(db, row.id) : NOT_A_MEMBER);
    },

    /** PUT cliente `{ shinguru: true }`: joins the loyalty programme (400 when it does not run). */
    async joinLoyalty(customer: CustomerRow): Promise<CustomerRow> {
      if (!loyalty) throw new HttpError(400, 'validation_failed', ACCOUNT_MESSAGES.loyaltyUnavailable);
      await loyalty.join(customer);
      return customer;
    },

    /**
     * Adds a module's own erasure to account deletion (its rows of the person), run after the steps added
     * before it, inside the deletion transaction.
     */
    addErasureStep(step: ErasureStep): void {
      erasure.push(step);
    },

    /** Adds a module's own section to the data export (its rows of the person), after those added before it. */
    addExportSection(section: ExportSection): void {
      exportSections.push(section);
    },

    /** Adds a module's own step to deactivation (inativar_conta), run inside its transaction. */
    addDeactivationStep(step: DeactivationStep): void {
      deactivation.push(step);
    },

    /**
     * PUT cliente: saves the form when something changed (else 'Nenhum dado foi alterado.'). The CPF can be set
     * while empty and is read-only afterwards; a new e-mail has to be confirmed again. A new phone or e-mail is
     * recorded as a keyed hash beside the old one, so deletion also erases what was sent to the old one.
     */
    async update(customer: CustomerRow, body: UpdateAccountBody): Promise<CustomerRow> {
      const edited = {
        nome: normalizeName(body.nome),
        celular: digitsOf(body.celular),
        email: normalizeEmail(body.email),
        dataNascimento: toIsoDate(body.dataNascimento),
      };
      const cpf = body.cpf?.trim() ? digitsOf(body.cpf) : null;
      if (cpf && customer.cpf && cpf !== customer.cpf)
        throw new HttpError(422, 'cpf_read_only', ACCOUNT_MESSAGES.cpfReadOnly);
      const newCpf = cpf && !customer.cpf ? cpf : null;
      const unchanged = validateAccountChanged(asForm(customer), asForm(edited));
      if (unchanged && !newCpf) throw new HttpError(422, 'nothing_changed', MESSAGES.nothingChanged);
      const now = clock();
      return refuseTakenIdentifiers(
        db,
        async (tx) => {
          refuseConflicts(
            await customersRepository.conflicts(
              tx,
              {
                celular: edited.celular !== customer.celular ? edited.celular : null,
                email: edited.email !== customer.email ? edited.email : null,
                cpf: newCpf,
              },
              customer.id,
            ),
          );
          return customersRepository.updateWithIdentifiers(
            tx,
            hasher,
            customer,
            {
              ...edited,
              ...(newCpf ? { cpf: newCpf } : {}),
              ...(edited.email !== customer.email ? { emailVerificadoEm: null } : {}),
            },
            now,
          );
        },
        ACCOUNT_MESSAGES.identifiersTaken,
      );
    },

    /** adicionar-cpf: the CPF for invoices, only while the account has none (the same one again is fine). */
    async addCpf(customer: CustomerRow, body: AddCpfBody): Promise<CustomerRow> {
      const cpf = digitsOf(body.cpf);
      if (customer.cpf === cpf) return customer;
      if (customer.cpf) throw new HttpError(422, 'cpf_read_only', ACCOUNT_MESSAGES.cpfReadOnly);
      return refuseTakenIdentifiers(
        db,
        async (tx) => {
          refuseConflicts(await customersRepository.conflicts(tx, { cpf }, customer.id));
          return customersRepository.update(tx, customer.id, { cpf }, clock());
        },
        ACCOUNT_MESSAGES.identifiersTaken,
      );
    },

    /** Turns one marketing channel on or off and records the consent change with its time. */
    async setMarketing(
      customer: CustomerRow,
      channel: MarketingChannel,
      granted: boolean,
    ): Promise<CustomerRow> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await customersRepository.update(
          tx,
          customer.id,
          { [marketingColumn[channel]]: granted },
          now,
        );
        await customersRepository.recordConsents(
          tx,
          customer.id,
          { [channel]: granted },
          'configuracoes',
          now,
        );
        return row;
      });
    },

    /**
     * inativar_conta: blocks e-mail login, ends every session and unlinks the account's devices (no notice reaches
     * a phone or browser the account is no longer logged in on); a phone-code login reactivates.
     */
    async deactivate(customer: CustomerRow): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        await customersRepository.update(tx, customer.id, { status: 'deactivated', deactivatedAt: now }, now);
        await customersRepository.endAllSessions(tx, customer.id, now);
        for (const step of deactivation) await step(tx, customer);
      });
    },

    /** GET cliente/exportacao: everything kept about the customer, one section per module (docs/accounts.md). */
    exportData(customer: CustomerRow): Promise<DataExport> {
      return exportCustomerData(db, customer, exportSections, clock());
    },

    /** DELETE cliente: erases or anonymises every piece of personal data at once (docs/accounts.md). */
    async delete(customer: CustomerRow): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const context = await erasureContext(tx, hasher, customer);
        for (const step of erasure) await step(tx, customer, context);
        await anonymiseCustomer(tx, customer, now);
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
