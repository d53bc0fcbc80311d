import { downloadOutline } from 'ionicons/icons';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { Icon } from '../../../ui/icon.tsx';
import {
  DATA_EXPORT_DONE,
  DATA_EXPORT_LABEL,
  DATA_EXPORT_PREPARING,
  DATA_EXPORT_TITLE,
} from '../account-texts.ts';
import { dataExportFileName, getDataExport } from '../api/get-data-export.ts';
import { saveJsonFile } from '../save-json-file.ts';

/** Minha conta's "Seus dados": a copy of everything the app keeps about the customer, as a JSON file (LGPD). */
export function DataExportSection() {
  const [busy, run] = useAction();
  const download = () =>
    run(async () => {
      const data = await getDataExport();
      saveJsonFile(data, dataExportFileName(data));
      toast.success(DATA_EXPORT_DONE);
    });

  return (
    <section className="account-section" aria-labelledby="account-data-export-title">
      <h2 id="account-data-export-title" className="account-section__title">
        {DATA_EXPORT_TITLE}
      </h2>
      <p className="account-section__text">
        Baixe uma cópia dos seus dados pessoais: perfil, endereços, pedidos, cartões salvos (só os 4 últimos
        dígitos), notificações, reservas, doações e Shinguru, em um arquivo JSON.
      </p>
      <button
        type="button"
        className="btn btn--block btn--outline"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {busy ? (
          <span className="btn-spinner account-section__spinner" aria-hidden="true" />
        ) : (
          <Icon icon={downloadOutline} className="account-section__icon" />
        )}
        {DATA_EXPORT_LABEL}
      </button>
      <p className="account-section__status" role="status">
        {busy ? DATA_EXPORT_PREPARING : ''}
      </p>
    </section>
  );
}
