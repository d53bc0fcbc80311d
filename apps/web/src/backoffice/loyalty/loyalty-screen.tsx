import type { LoyaltyAdminBenefit, LoyaltyAdminView } from '@comanda/contract';
import { useEffect, useState } from 'react';
import { failureMessage } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING } from '../texts.ts';
import { useSubmission } from '../use-submission.ts';
import { loyaltyAdmin } from './loyalty-calls.ts';

const USES: Record<LoyaltyAdminBenefit['uso'], string> = {
  produto: 'Produto grátis na sacola',
  cupom: 'Cupom',
  restaurante: 'No restaurante',
};
const RECURRENCES: Record<LoyaltyAdminBenefit['recorrencia'], string> = {
  mensal: 'todo mês',
  aniversario: 'no mês do aniversário',
  nivel: 'uma vez, ao chegar ao nível',
  permanente: 'enquanto estiver no nível',
};

/**
 * The Shinguru programme (admin): each level with the benefits it unlocks; a benefit moves to another level or
 * stops being offered. Members keep what was already granted to them.
 */
export function LoyaltyScreen({ onFailure }: ScreenProps) {
  const [view, setView] = useState<LoyaltyAdminView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useSubmission(onFailure);

  useEffect(() => {
    loyaltyAdmin.view().then(setView, (failure: unknown) => {
      onFailure(failure);
      setLoadError(failureMessage(failure));
    });
  }, [onFailure]);

  if (!view) return loadError ? <FormStatus error={loadError} /> : <p role="status">{LOADING}</p>;

  const change = (benefit: LoyaltyAdminBenefit, patch: { nivel?: number; ativo?: boolean }) =>
    run(async () => {
      setDone(null);
      const saved = await loyaltyAdmin.change(benefit.id, patch);
      setView(
        (current) =>
          current && {
            ...current,
            beneficios: current.beneficios.map((b) => (b.id === saved.id ? saved : b)),
          },
      );
      setDone(`${saved.nome}: salvo.`);
    });

  return (
    <section aria-labelledby="bo-loyalty-title" aria-busy={busy}>
      <h1 id="bo-loyalty-title" className="bo-title">
        Shinguru
      </h1>
      <p className="bo-muted">
        O nível que libera cada benefício. Quem já recebeu um benefício continua com ele; a mudança vale para
        as próximas concessões e para a lista do clube.
      </p>
      <FormStatus error={error} done={done} />
      {view.niveis.map((level) => {
        const benefits = view.beneficios.filter((b) => b.nivel === level.nivel);
        return (
          <section key={level.nivel} className="bo-card" aria-labelledby={`bo-level-${level.nivel}`}>
            <h2 id={`bo-level-${level.nivel}`} className="bo-card__title">
              {level.nivel}. {level.nome}
              <span className="bo-muted">
                {level.pontosMax === null
                  ? `a partir de ${level.pontosMin} pontos`
                  : `${level.pontosMin} a ${level.pontosMax} pontos`}
              </span>
            </h2>
            {benefits.length === 0 && <p className="bo-muted">Nenhum benefício neste nível.</p>}
            <ul className="bo-products">
              {benefits.map((benefit) => (
                <li key={benefit.id} className="bo-product">
                  <div className="bo-product__main">
                    <p className="bo-product__name">{benefit.nome}</p>
                    <p className="bo-product__facts">
                      <span>
                        {USES[benefit.uso]}, {RECURRENCES[benefit.recorrencia]}
                      </span>
                      {!benefit.ativo && <span className="op-tag">Não oferecido</span>}
                    </p>
                  </div>
                  <div className="bo-product__actions">
                    <label className="bo-inline-field">
                      Nível
                      <select
                        aria-label={`Nível de ${benefit.nome}`}
                        value={benefit.nivel}
                        disabled={busy}
                        onChange={(event) => void change(benefit, { nivel: Number(event.target.value) })}
                      >
                        {view.niveis.map((option) => (
                          <option key={option.nivel} value={option.nivel}>
                            {option.nivel}. {option.nome}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="bo-switch">
                      <input
                        type="checkbox"
                        checked={benefit.ativo}
                        disabled={busy}
                        aria-label={`Oferecer ${benefit.nome}`}
                        onChange={(event) => void change(benefit, { ativo: event.target.checked })}
                      />
                      <span>Oferecido</span>
                    </label>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
