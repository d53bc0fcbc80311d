import type { CatalogChoices } from '@comanda/contract';
import { Field } from '../../field.tsx';
import { type FieldErrors, newNutritionRow, type ProductForm, type Visibility } from './product-form.ts';

const VISIBILITY: Array<{ value: Visibility; label: string }> = [
  { value: 'todos', label: 'No cardápio e no produto' },
  { value: 'cardapio', label: 'Só no cardápio' },
  { value: 'detalhe', label: 'Só no produto' },
];

interface FactsEditorProps {
  form: Pick<ProductForm, 'alergenicos' | 'porcao' | 'nutricao'>;
  allergens: CatalogChoices['alergenicos'];
  errors: FieldErrors;
  onChange: (patch: Partial<ProductForm>) => void;
}

/** Allergens (and where each shows) and the nutrition table. */
export function FactsEditor({ form, allergens, errors, onChange }: FactsEditorProps) {
  const chosen = new Map(form.alergenicos.map((a) => [a.codigo, a.visibilidade]));
  const toggle = (codigo: string, on: boolean) =>
    onChange({
      alergenicos: on
        ? [...form.alergenicos, { codigo, visibilidade: 'todos' }]
        : form.alergenicos.filter((a) => a.codigo !== codigo),
    });
  const setRow = (index: number, patch: Partial<ProductForm['nutricao'][number]>) =>
    onChange({ nutricao: form.nutricao.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  return (
    <>
      <fieldset className="bo-card bo-editor-section">
        <legend className="bo-card__title">Alergênicos</legend>
        <ul className="bo-allergens">
          {allergens.map((allergen) => {
            const visibility = chosen.get(allergen.codigo);
            return (
              <li key={allergen.codigo} className="bo-allergen">
                <label className="bo-switch">
                  <input
                    type="checkbox"
                    checked={visibility !== undefined}
                    onChange={(event) => toggle(allergen.codigo, event.target.checked)}
                  />
                  <span>{allergen.nome}</span>
                </label>
                {visibility !== undefined && (
                  <select
                    aria-label={`Onde mostrar: ${allergen.nome}`}
                    value={visibility}
                    onChange={(event) =>
                      onChange({
                        alergenicos: form.alergenicos.map((a) =>
                          a.codigo === allergen.codigo
                            ? { ...a, visibilidade: event.target.value as Visibility }
                            : a,
                        ),
                      })
                    }
                  >
                    {VISIBILITY.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="bo-card bo-editor-section">
        <legend className="bo-card__title">Tabela nutricional</legend>
        {form.nutricao.length === 0 ? (
          <p className="bo-muted">Sem tabela nutricional.</p>
        ) : (
          <Field
            label="Porção"
            placeholder="1 unidade (130 g)"
            value={form.porcao}
            maxLength={80}
            error={errors['tabelaNutricional.porcao']}
            onChange={(event) => onChange({ porcao: event.target.value })}
          />
        )}
        <ul className="bo-option-rows">
          {form.nutricao.map((row, i) => (
            <li key={row.key} className="bo-option-row">
              <Field
                label={`Nutriente ${i + 1}`}
                value={row.nome}
                maxLength={60}
                error={errors[`tabelaNutricional.itens.${i}.nome`]}
                onChange={(event) => setRow(i, { nome: event.target.value })}
              />
              <Field
                label={`Quantidade do nutriente ${i + 1}`}
                value={row.quantidade}
                maxLength={30}
                error={errors[`tabelaNutricional.itens.${i}.quantidade`]}
                onChange={(event) => setRow(i, { quantidade: event.target.value })}
              />
              <Field
                label={`%VD do nutriente ${i + 1}`}
                value={row.vd}
                maxLength={10}
                onChange={(event) => setRow(i, { vd: event.target.value })}
              />
              <button
                type="button"
                className="op-button op-button--secondary"
                aria-label={`Remover o nutriente ${i + 1}`}
                onClick={() => onChange({ nutricao: form.nutricao.filter((_, j) => j !== i) })}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="op-button op-button--secondary"
          onClick={() => onChange({ nutricao: [...form.nutricao, newNutritionRow()] })}
        >
          Adicionar nutriente
        </button>
      </fieldset>
    </>
  );
}
