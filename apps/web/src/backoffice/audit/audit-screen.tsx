import type { StaffMember } from '@comanda/contract';
import { formatDateTime } from '@comanda/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { type AuditEntry, type AuditFilters, failureMessage, team } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING } from '../texts.ts';

const PAGE_SIZE = 25;
const ENTITIES = [
  'produto',
  'produto_loja',
  'categoria',
  'foto',
  'marca',
  'cupom',
  'gift_card',
  'loja',
  'pedido',
  'staff',
];

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** The audit log (admin): who changed what and when, with the entity before and after, filtered and in pages. */
export function AuditScreen({ onFailure }: ScreenProps) {
  const [filters, setFilters] = useState<AuditFilters>({ pagina: 1 });
  const [page, setPage] = useState<{ itens: AuditEntry[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [members, setMembers] = useState<StaffMember[]>([]);

  useEffect(() => {
    team.list().then(setMembers, onFailure);
  }, [onFailure]);

  useEffect(() => {
    setError(null);
    team.audit(filters).then(setPage, (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    });
  }, [filters, onFailure]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pick = (name: string) => String(data.get(name) ?? '') || undefined;
    setFilters({
      pagina: 1,
      equipeId: pick('equipeId'),
      entidade: pick('entidade'),
      de: pick('de'),
      ate: pick('ate'),
    } as AuditFilters);
  }
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title" className="bo-title">
        Auditoria
      </h1>
      <form className="bo-card bo-filters" onSubmit={apply}>
        <label className="bo-inline-field">
          <span>Pessoa</span>
          <select name="equipeId" defaultValue="">
            <option value="">Todas</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.nome} ({member.email})
              </option>
            ))}
          </select>
        </label>
        <label className="bo-inline-field">
          <span>Entidade</span>
          <select name="entidade" defaultValue="">
            <option value="">Todas</option>
            {ENTITIES.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </select>
        </label>
        <label className="bo-inline-field">
          <span>De</span>
          <input type="date" name="de" />
        </label>
        <label className="bo-inline-field">
          <span>Até</span>
          <input type="date" name="ate" />
        </label>
        <button className="op-button op-button--primary" type="submit">
          Filtrar
        </button>
      </form>
      <FormStatus error={error} />
      {!page && !error && <p role="status">{LOADING}</p>}
      {page && (
        <>
          <ol className="bo-audit">
            {page.itens.length === 0 && <li className="bo-muted">Nenhuma alteração encontrada.</li>}
            {page.itens.map((entry) => (
              <li key={entry.id} className="bo-card bo-audit__entry">
                <p>
                  <strong>{entry.acao}</strong> em {entry.entidade} {entry.entidadeId} ·{' '}
                  {entry.equipe?.nome ?? 'linha de comando'} ·{' '}
                  <time dateTime={entry.em}>{formatDateTime(entry.em)}</time>
                </p>
                <details>
                  <summary>Antes e depois</summary>
                  <div className="bo-audit__diff">
                    <figure>
                      <figcaption>Antes</figcaption>
                      <pre>{json(entry.antes)}</pre>
                    </figure>
                    <figure>
                      <figcaption>Depois</figcaption>
                      <pre>{json(entry.depois)}</pre>
                    </figure>
                  </div>
                </details>
              </li>
            ))}
          </ol>
          <nav className="bo-pager" aria-label="Páginas da auditoria">
            <button
              type="button"
              className="op-button op-button--secondary"
              disabled={filters.pagina <= 1}
              onClick={() => setFilters({ ...filters, pagina: filters.pagina - 1 })}
            >
              Anterior
            </button>
            <span>
              Página {filters.pagina} de {pages}
            </span>
            <button
              type="button"
              className="op-button op-button--secondary"
              disabled={filters.pagina >= pages}
              onClick={() => setFilters({ ...filters, pagina: filters.pagina + 1 })}
            >
              Próxima
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
