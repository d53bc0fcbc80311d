import { type FormEvent, useState } from 'react';
import { signIn } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { ROLE_NAMES } from '../texts.ts';
import { useSubmission } from '../use-submission.ts';

/** The signed-in member's own account: who they are, their stores, and their password. */
export function AccountScreen({ me, onFailure }: ScreenProps) {
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, setError, run } = useSubmission(onFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const senhaNova = String(data.get('senhaNova') ?? '');
    if (senhaNova !== String(data.get('confirmacao') ?? '')) {
      setError('A confirmação não é igual à nova senha.');
      return;
    }
    setDone(null);
    await run(async () => {
      await signIn.changePassword(String(data.get('senhaAtual') ?? ''), senhaNova);
      form.reset();
      setDone('Senha alterada. As outras sessões da sua conta foram encerradas.');
    });
  }

  return (
    <section aria-labelledby="bo-account-title">
      <h1 id="bo-account-title" className="bo-title">
        Minha conta
      </h1>
      <div className="bo-card">
        <p>
          <strong>{me.nome}</strong> · {me.email} · {ROLE_NAMES[me.papel]}
        </p>
        <p className="bo-muted">
          {me.papel === 'admin' ? 'Todas as lojas' : me.lojas.map((loja) => loja.nome).join(', ')}
        </p>
        {me.papel === 'operador' && (
          <p>
            Seu acesso é o painel de pedidos das suas lojas. <a href="/operador">Abrir o painel</a>
          </p>
        )}
      </div>
      <form className="bo-card bo-form" onSubmit={submit} noValidate aria-label="Trocar minha senha">
        <h2 className="bo-card__title bo-form__title">Trocar minha senha</h2>
        <Field
          label="Senha atual"
          name="senhaAtual"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label="Nova senha"
          name="senhaNova"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 12 caracteres."
          required
        />
        <Field
          label="Confirme a nova senha"
          name="confirmacao"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormStatus error={error} done={done} />
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          {busy ? 'Salvando…' : 'Trocar senha'}
        </button>
      </form>
    </section>
  );
}
