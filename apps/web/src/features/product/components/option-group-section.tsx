import type { OptionGroup } from '@comanda/contract';
import {
  formatBRL,
  groupLimit,
  groupMinimum,
  groupSelectedCount,
  groupShortfallMessage,
  isGroupComplete,
  isGroupRequired,
} from '@comanda/domain';
import { minusGlyph, plusGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';

interface OptionGroupSectionProps {
  group: OptionGroup;
  error: string | undefined;
  onAddExtra: (cod: number) => void;
  onRemoveExtra: (cod: number) => void;
  onTapChoice: (cod: number) => void;
}

function limitText(group: OptionGroup): string {
  const limit = groupLimit(group);
  const minimum = groupMinimum(group);
  const unit = (n: number) => (n === 1 ? 'opção' : 'opções');
  if (group.tipo_opcional === 'Adicional') {
    if (minimum > 0 && minimum === limit) return `Escolha ${minimum} ${minimum === 1 ? 'item' : 'itens'}`;
    return Number.isFinite(limit) ? `Até ${limit} ${limit === 1 ? 'item' : 'itens'}` : 'Quantos quiser';
  }
  if (limit === 1) return 'Escolha 1 opção';
  return Number.isFinite(limit) ? `Escolha até ${limit} ${unit(limit)}` : 'Escolha quantas quiser';
}

const priceText = (group: OptionGroup, unitario: number) =>
  group.tipo_preco === 'preco' && unitario > 0 ? `+ ${formatBRL(unitario)}` : null;

/** One option group of §3: extras with − n +, a radio list (limit 1) or a checkbox list (§5 rules). */
export function OptionGroupSection({
  group,
  error,
  onAddExtra,
  onRemoveExtra,
  onTapChoice,
}: OptionGroupSectionProps) {
  const headingId = `grupo-${group.id}`;
  const complete = isGroupComplete(group);
  const required = isGroupRequired(group);
  const hintId = `${headingId}-hint`;
  const hint = error ?? groupShortfallMessage(group);
  const radio = group.tipo_opcional !== 'Adicional' && groupLimit(group) === 1;
  const choices = group.tipo_opcional === 'Obrigatório' ? group.obrigatorios : group.opcionais;

  return (
    <section
      className={error ? 'option-group option-group--invalid' : 'option-group'}
      aria-labelledby={headingId}
      data-group-kind={group.tipo_opcional}
    >
      <header className="option-group__header">
        <div>
          <h2 id={headingId} className="option-group__title">
            {group.nome}
          </h2>
          <p className="option-group__rule">
            {limitText(group)}
            {group.tipo_opcional === 'Adicional' && Number.isFinite(groupLimit(group)) && (
              <span className="option-group__count">
                {' '}
                · {groupSelectedCount(group)}/{groupLimit(group)}
              </span>
            )}
          </p>
        </div>
        {required && (
          <span
            className={complete ? 'option-group__badge option-group__badge--done' : 'option-group__badge'}
          >
            {complete ? 'Pronto' : 'Obrigatório'}
          </span>
        )}
      </header>
      {hint && (
        <p
          id={hintId}
          className={error ? 'option-group__hint option-group__hint--error' : 'option-group__hint'}
        >
          {hint}
        </p>
      )}

      {group.tipo_opcional === 'Adicional' ? (
        <ul className="option-group__list">
          {group.adicionais.map((extra) => {
            const price = priceText(group, extra.preco.unitario);
            return (
              <li key={extra.cod} className={extra.qtd > 0 ? 'option-row option-row--on' : 'option-row'}>
                <span className="option-row__text">
                  <span className="option-row__name">{extra.opcional}</span>
                  {price && <span className="option-row__price">{price}</span>}
                </span>
                <span className="option-row__stepper">
                  {extra.qtd > 0 && (
                    <>
                      <button
                        type="button"
                        className="option-row__step"
                        aria-label={`Remover ${extra.opcional}`}
                        onClick={() => onRemoveExtra(extra.cod)}
                      >
                        <Icon icon={minusGlyph} />
                      </button>
                      <output className="option-row__qty" aria-label={`Quantidade de ${extra.opcional}`}>
                        {extra.qtd}
                      </output>
                    </>
                  )}
                  <button
                    type="button"
                    className="option-row__step option-row__step--add"
                    aria-label={`Adicionar ${extra.opcional}`}
                    onClick={() => onAddExtra(extra.cod)}
                  >
                    <Icon icon={plusGlyph} />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="option-group__list">
          {choices.map((choice) => {
            const price = priceText(group, choice.preco.unitario);
            return (
              <li key={choice.cod}>
                <label className={choice.selecionado ? 'option-row option-row--on' : 'option-row'}>
                  <span className="option-row__text">
                    <span className="option-row__name">{choice.opcional}</span>
                    {price && <span className="option-row__price">{price}</span>}
                  </span>
                  <input
                    className={radio ? 'option-row__radio' : 'option-row__check'}
                    type={radio ? 'radio' : 'checkbox'}
                    name={`grupo-${group.id}`}
                    checked={choice.selecionado}
                    aria-describedby={error ? hintId : undefined}
                    onChange={() => onTapChoice(choice.cod)}
                  />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
