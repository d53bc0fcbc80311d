import type { StaffMember, StaffRole } from '@comanda/contract';
import { type FormEvent, useState } from 'react';
import { team } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { ROLE_NAMES } from '../texts.ts';
import { useSubmission } from '../use-submission.ts';

type Stores = readonly { id: number; nome: string }[];

/**
 * An account of the team: a new one (name, e-mail, role, stores; its password is shown once by the caller), or,
 * with `member`, that account's name, role and stores changed.
 */
export function MemberForm({
  stores,
  member,
  onCreated,
  onSaved,
  onFailure,
}: {
  stores: Stores;
  member?: StaffMember;
  onCreated?: (created: { membro: StaffMember; senha: string }) => void;
  onSaved?: (saved: StaffMember) => void;
  onFailure: (error: unknown) => void;
}) {
  const [papel, setPapel] = useState<StaffRole>(member?.papel ?? 'gerente');
  const { busy, error, run } = useSubmission(onFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const nome = String(data.get('nome') ?? '').trim();
    const lojas = papel === 'admin' ? [] : data.getAll('lojas').map(Number);
    await run(async () => {
      if (member) onSaved?.(await team.update(member.id, { nome, papel, lojas }));
      else {
        onCreated?.(await team.create({ nome, email: String(data.get('email') ?? '').trim(), papel, lojas }));
        form.reset();
      }
    });
  }

  return (
    <form
      className={member ? 'bo-form bo-editor' : 'bo-form'}
      onSubmit={submit}
      noValidate
      aria-label={member ? `Editar a conta de ${member.nome}` : 'Nova conta'}
    >
      <Field label="Nome completo" name="nome" autoComplete="off" defaultValue={member?.nome} required />
      {!member && <Field label="E-mail" name="email" type="email" autoComplete="off" required />}
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
              <input
                type="checkbox"
                name="lojas"
                value={store.id}
                defaultChecked={member?.lojas.includes(store.id)}
              />{' '}
              {store.nome}
            </label>
          ))}
        </fieldset>
      )}
      <FormStatus error={error} />
      <button className="op-button op-button--primary" type="submit" disabled={busy}>
        {member ? (busy ? 'Salvando…' : 'Salvar conta') : busy ? 'Criando…' : 'Criar conta'}
      </button>
    </form>
  );
}
