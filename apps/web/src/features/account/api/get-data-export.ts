import type { DataExport } from '@comanda/contract';
import { toStoreTime } from '@comanda/domain';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/cliente/exportacao: everything the app keeps about the logged-in customer (LGPD). */
export async function getDataExport(): Promise<DataExport> {
  await ensureFreshSession();
  return api.get<DataExport>('cliente/exportacao');
}

/** The file an export is saved as: 'comanda-meus-dados-2025-06-03.json', the São Paulo day it was made. */
export const dataExportFileName = (data: Pick<DataExport, 'gerado_em'>) =>
  `comanda-meus-dados-${toStoreTime(new Date(data.gerado_em)).isoDate}.json`;
