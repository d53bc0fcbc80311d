import type { StaffMember, StaffRole } from '@comanda/contract';
import { type FormEvent, useState } from 'react';
import { failureMessage, team } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { ROLE_NAMES } from '../texts.ts';

/** A new account of the team: name, e-mail, role and (for managers and operators) stores. */
export function MemberForm({
  stores,
  onCreated,
  onFailure,
}: {
  stores: readonly { id: number; nome: string }[];
  onCreated: (created: { membro: StaffMember; senha: string }) => void;
  onFailure: (error: unknown) => void;
}) {
  const [papel, setPapel] = useState<StaffRole>('gerente');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      onCreated(
        await team.create({
          nome: String(data.get('nome') ?? '').trim(),
          email: String(data.get('email') ?? '').trim(),
          papel,
          lojas: papel === 'admin' ? [] : data.getAll('lojas').map(Number),
        }),
      );
      form.reset();
    } catch (failure) {
      onFailure(failure);
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="bo-card">
      <summary className="bo-card__title">Nova conta</summary>
      <form className="bo-form" onSubmit={submit} noValidate>
        <Field label="Nome completo" name="nome" autoComplete="off" required />
        <Field label="E-mail" name="email" type="email" autoComplete="off" required />
        <label className="bo-inline-field">
          <span>Papel</span>
          <select value={papel} onChange={(event) => setPapel(event.target.value as StaffRole)}>
            {(Object.keys(ROLE_NAMES) as StaffRole[]).map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </select>
        </label>
        {papel !== 'admin' && (
          <fieldset className="bo-radios">
            <legend className="op-field__label">Lojas</legend>
            {stores.map((store) => (
              <label key={store.id}>
                <input type="checkbox" name="lojas" value={store.id} /> {store.nome}
              </label>
            ))}
          </fieldset>
        )}
        <FormStatus error={error} />
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          {busy ? 'Criando…' : 'Criar conta'}
        </button>
      </form>
    </details>
  );
}
