import { type DataExport, dataExport } from '@comanda/contract';
import { maskCpf, maskPhone } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { type CustomerRow, customersRepository } from './repository.ts';

/** Data exports per account per hour: each one reads every table the customer has rows in. */
export const DATA_EXPORTS_PER_HOUR = 5;

/** The parts of the export other modules add, each from the tables it owns: every key but the account's own. */
export type ExportSectionName = Exclude<keyof DataExport, 'gerado_em' | 'perfil'>;

/**
 * One module's part of the data export (LGPD access and portability), read from its own tables. Like `ErasureStep`,
 * a module that keeps the customer's personal data adds one when it registers (`app.accounts.addExportSection`).
 */
export type ExportSection = {
  [Name in ExportSectionName]: {
    name: Name;
    read(db: Db, customer: CustomerRow): Promise<DataExport[Name]>;
  };
}[ExportSectionName];

const SECTION_NAMES = Object.keys(dataExport.shape).filter(
  (name) => name !== 'gerado_em' && name !== 'perfil',
) as ExportSectionName[];

/** The account's own part: the profile and the history of marketing consents. */
async function profileOf(db: Db, customer: CustomerRow): Promise<DataExport['perfil']> {
  const consents = await customersRepository.consentHistory(db, customer.id);
  return {
    id_externo: customer.idExterno,
    nome: customer.nome ?? '',
    celular: customer.celular ? maskPhone(customer.celular) : '',
    email: customer.email ?? '',
    email_verificado: customer.emailVerificadoEm !== null,
    data_nascimento: customer.dataNascimento,
    cpf: customer.cpf ? maskCpf(customer.cpf) : null,
    criado_em: customer.createdAt.toISOString(),
    atualizado_em: customer.updatedAt.toISOString(),
    marketing: { push: customer.marketingPush, email: customer.marketingEmail, sms: customer.marketingSms },
    consentimentos: consents.map((consent) => ({
      canal: consent.canal,
      concedido: consent.concedido,
      origem: consent.origem,
      data: consent.createdAt.toISOString(),
    })),
  };
}

/**
 * The whole export: the profile, then every module's section in the order they were added. A section no module
 * added is a wiring error, not an empty list: the export must never quietly leave data out.
 */
export async function exportCustomerData(
  db: Db,
  customer: CustomerRow,
  sections: readonly ExportSection[],
  now: Date,
): Promise<DataExport> {
  const parts: Partial<Record<ExportSectionName, unknown>> = {};
  for (const section of sections) parts[section.name] = await section.read(db, customer);
  const missing = SECTION_NAMES.filter((name) => !(name in parts));
  if (missing.length) throw new Error(`data export sections not added: ${missing.join(', ')}`);
  return { gerado_em: now.toISOString(), perfil: await profileOf(db, customer), ...parts } as DataExport;
}
