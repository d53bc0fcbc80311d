import type { StaffMember } from '@comanda/contract';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { failureMessage, team } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { TableCard } from '../table-card.tsx';
import { LOADING, ROLE_NAMES } from '../texts.ts';
import { MemberForm } from './member-form.tsx';

/** The brand's team (admin): accounts, roles and stores; new accounts and new passwords are shown once. */
export function TeamScreen({ me, onFailure }: ScreenProps) {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ email: string; senha: string } | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const storeName = (id: number) => me.lojas.find((loja) => loja.id === id)?.nome ?? `Loja ${id}`;

  const fail = useCallback(
    (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    },
    [onFailure],
  );
  useEffect(() => {
    team.list().then(setMembers, fail);
  }, [fail]);
  const replace = (saved: StaffMember) =>
    setMembers((current) => current?.map((m) => (m.id === saved.id ? saved : m)) ?? null);

  return (
    <section aria-labelledby="bo-team-title">
      <h1 id="bo-team-title" className="bo-title">
        Equipe
      </h1>
      {secret && (
        <div className="bo-card bo-secret-card" role="status">
          <p>
            Senha de <strong>{secret.email}</strong> (mostrada só agora; entregue pessoalmente):
          </p>
          <p>
            <code data-testid="new-password">{secret.senha}</code>
          </p>
          <button type="button" className="op-button op-button--secondary" onClick={() => setSecret(null)}>
            Já anotei
          </button>
        </div>
      )}
      <details className="bo-card">
        <summary className="bo-card__title">Nova conta</summary>
        <MemberForm
          stores={me.lojas}
          onCreated={({ membro, senha }) => {
            setMembers((current) => [...(current ?? []), membro]);
            setSecret({ email: membro.email, senha });
          }}
          onFailure={onFailure}
        />
      </details>
      <FormStatus error={error} />
      {!members && !error && <p role="status">{LOADING}</p>}
      {members && (
        <TableCard label="Contas da equipe">
          <table className="bo-table">
            <caption className="visually-hidden">Contas da equipe</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Papel</th>
                <th scope="col">Lojas</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <Fragment key={member.id}>
                  <tr>
                    <td>
                      <strong>{member.nome}</strong>
                      <br />
                      <span className="bo-muted">{member.email}</span>
                    </td>
                    <td>{ROLE_NAMES[member.papel]}</td>
                    <td>{member.papel === 'admin' ? 'Todas' : member.lojas.map(storeName).join(', ')}</td>
                    <td>
                      {member.ativo ? 'Ativa' : 'Desativada'}
                      {!member.totpAtivo && <span className="bo-muted"> · sem autenticador</span>}
                    </td>
                    <td className="bo-actions">
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        disabled={member.id === me.id}
                        aria-label={`${member.ativo ? 'Desativar' : 'Reativar'} ${member.nome}`}
                        onClick={() => team.update(member.id, { ativo: !member.ativo }).then(replace, fail)}
                      >
                        {member.ativo ? 'Desativar' : 'Reativar'}
                      </button>
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-label={`Nova senha para ${member.nome}`}
                        onClick={() =>
                          team
                            .resetPassword(member.id)
                            .then(({ senha }) => setSecret({ email: member.email, senha }), fail)
                        }
                      >
                        Nova senha
                      </button>
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-expanded={editing === member.id}
                        aria-label={`Editar a conta de ${member.nome}`}
                        onClick={() => setEditing(editing === member.id ? null : member.id)}
                      >
                        Editar
                      </button>
                    </td>
                  </tr>
                  {editing === member.id && (
                    <tr>
                      <td colSpan={5}>
                        <MemberForm
                          stores={me.lojas}
                          member={member}
                          onSaved={(saved) => {
                            replace(saved);
                            setEditing(null);
                          }}
                          onFailure={fail}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableCard>
      )}
    </section>
  );
}
