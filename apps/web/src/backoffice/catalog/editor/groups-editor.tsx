import { maskMoney } from '@comanda/domain';
import { Field } from '../../field.tsx';
import {
  type FieldErrors,
  type GroupForm,
  type GroupKind,
  MONEY_MASK,
  newGroup,
  newOption,
} from './product-form.ts';

const KINDS: Array<{ value: GroupKind; label: string }> = [
  { value: 'Obrigatório', label: 'Obrigatório' },
  { value: 'Opcional', label: 'Opcional' },
  { value: 'Adicional', label: 'Adicional (quantidades)' },
];

interface GroupsEditorProps {
  grupos: GroupForm[];
  errors: FieldErrors;
  onChange: (grupos: GroupForm[]) => void;
}

/** The product's option groups, each with its kind, limits and options (prices with the money mask). */
export function GroupsEditor({ grupos, errors, onChange }: GroupsEditorProps) {
  const change = (index: number, patch: Partial<GroupForm>) =>
    onChange(grupos.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...grupos];
    const [group] = next.splice(index, 1);
    next.splice(index + by, 0, group!);
    onChange(next);
  };

  return (
    <fieldset className="bo-card bo-editor-section">
      <legend className="bo-card__title">Grupos de opções</legend>
      {grupos.length === 0 && <p className="bo-muted">Sem grupos: o produto vai à sacola como vem.</p>}
      {grupos.map((group, g) => {
        const at = (field: string) => errors[`grupos.${g}.${field}`];
        const title = group.nome.trim() || `Grupo ${g + 1}`;
        return (
          <fieldset key={group.key} className="bo-group">
            <legend className="bo-group__title">{title}</legend>
            <div className="bo-form">
              <Field
                label="Nome do grupo"
                value={group.nome}
                maxLength={80}
                error={at('nome')}
                onChange={(event) => change(g, { nome: event.target.value })}
              />
              <label className="bo-inline-field">
                Tipo
                <select
                  value={group.tipoOpcional}
                  onChange={(event) => change(g, { tipoOpcional: event.target.value as GroupKind })}
                >
                  {KINDS.map((kind) => (
                    <option key={kind.value} value={kind.value}>
                      {kind.label}
                    </option>
                  ))}
                </select>
              </label>
              <Field
                label="Mínimo"
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                value={group.min}
                error={at('min')}
                onChange={(event) => change(g, { min: event.target.value })}
              />
              <Field
                label="Máximo"
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={group.max}
                error={at('max')}
                onChange={(event) => change(g, { max: event.target.value })}
              />
              <label className="bo-switch">
                <input
                  type="checkbox"
                  checked={group.comPreco}
                  onChange={(event) => change(g, { comPreco: event.target.checked })}
                />
                <span>Opções com preço</span>
              </label>
            </div>
            {at('opcoes') && (
              <p className="op-field__error" role="alert">
                {at('opcoes')}
              </p>
            )}
            <ul className="bo-option-rows">
              {group.opcoes.map((option, o) => (
                <li key={option.key} className="bo-option-row">
                  <Field
                    label={`Opção ${o + 1}`}
                    value={option.nome}
                    maxLength={80}
                    error={at(`opcoes.${o}.nome`)}
                    onChange={(event) =>
                      change(g, {
                        opcoes: group.opcoes.map((x, i) =>
                          i === o ? { ...x, nome: event.target.value } : x,
                        ),
                      })
                    }
                  />
                  {group.comPreco && (
                    <Field
                      label={`Preço da opção ${o + 1} (R$)`}
                      inputMode="numeric"
                      placeholder="0,00"
                      value={option.preco}
                      error={at(`opcoes.${o}.preco`)}
                      onChange={(event) =>
                        change(g, {
                          opcoes: group.opcoes.map((x, i) =>
                            i === o ? { ...x, preco: maskMoney(event.target.value, MONEY_MASK) } : x,
                          ),
                        })
                      }
                    />
                  )}
                  <button
                    type="button"
                    className="op-button op-button--secondary"
                    aria-label={`Remover a opção ${o + 1} de ${title}`}
                    disabled={group.opcoes.length === 1}
                    onClick={() => change(g, { opcoes: group.opcoes.filter((_, i) => i !== o) })}
                  >
                    Remover
                  </button>
                </li>
              ))}
            </ul>
            <div className="bo-actions">
              <button
                type="button"
                className="op-button op-button--secondary"
                onClick={() => change(g, { opcoes: [...group.opcoes, newOption()] })}
              >
                Adicionar opção
              </button>
              <button
                type="button"
                className="op-button op-button--secondary"
                aria-label={`Subir ${title}`}
                disabled={g === 0}
                onClick={() => move(g, -1)}
              >
                Subir
              </button>
              <button
                type="button"
                className="op-button op-button--secondary"
                aria-label={`Descer ${title}`}
                disabled={g === grupos.length - 1}
                onClick={() => move(g, 1)}
              >
                Descer
              </button>
              <button
                type="button"
                className="op-button op-button--secondary"
                aria-label={`Remover ${title}`}
                onClick={() => onChange(grupos.filter((_, i) => i !== g))}
              >
                Remover grupo
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="op-button op-button--secondary"
        onClick={() => onChange([...grupos, newGroup()])}
      >
        Adicionar grupo
      </button>
    </fieldset>
  );
}
