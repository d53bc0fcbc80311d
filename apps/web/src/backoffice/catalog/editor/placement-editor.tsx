import type { CatalogChoices } from '@comanda/contract';
import { Field } from '../../field.tsx';
import { type FieldErrors, newKey, type ProductForm } from './product-form.ts';

interface PlacementEditorProps {
  form: Pick<ProductForm, 'kitDelivery' | 'kit' | 'sugerir' | 'sugestaoOrdem' | 'sugestaoLojas'>;
  choices: CatalogChoices;
  /** The product being edited (not offered as an item of its own kit). */
  cod: number | null;
  errors: FieldErrors;
  onChange: (patch: Partial<ProductForm>) => void;
}

/** Whether the product is a delivery kit (and of what), and whether the bag suggests it, at which stores. */
export function PlacementEditor({ form, choices, cod, errors, onChange }: PlacementEditorProps) {
  const setItem = (index: number, patch: { cod?: string; qtd?: string }) =>
    onChange({ kit: form.kit.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  const items = choices.produtos.filter((p) => p.cod !== cod);

  return (
    <fieldset className="bo-card bo-editor-section">
      <legend className="bo-card__title">Kit e sugestão</legend>
      <label className="bo-switch bo-switch--line">
        <input
          type="checkbox"
          checked={form.kitDelivery}
          onChange={(event) =>
            onChange({
              kitDelivery: event.target.checked,
              kit:
                event.target.checked && form.kit.length === 0
                  ? [{ key: newKey(), cod: '', qtd: '1' }]
                  : form.kit,
            })
          }
        />
        <span>Kit delivery (reúne outros produtos)</span>
      </label>
      {form.kitDelivery && (
        <>
          {errors.kit && (
            <p className="op-field__error" role="alert">
              {errors.kit}
            </p>
          )}
          <ul className="bo-option-rows">
            {form.kit.map((item, i) => (
              <li key={item.key} className="bo-option-row">
                <label className="bo-inline-field">
                  Item {i + 1}
                  <select value={item.cod} onChange={(event) => setItem(i, { cod: event.target.value })}>
                    <option value="">Escolha um produto</option>
                    {items.map((p) => (
                      <option key={p.cod} value={p.cod}>
                        {p.nome}
                      </option>
                    ))}
                  </select>
                  {errors[`kit.${i}.cod`] && (
                    <span className="op-field__error" role="alert">
                      {errors[`kit.${i}.cod`]}
                    </span>
                  )}
                </label>
                <Field
                  label={`Quantidade do item ${i + 1}`}
                  type="number"
                  min={1}
                  max={99}
                  value={item.qtd}
                  error={errors[`kit.${i}.qtd`]}
                  onChange={(event) => setItem(i, { qtd: event.target.value })}
                />
                <button
                  type="button"
                  className="op-button op-button--secondary"
                  aria-label={`Remover o item ${i + 1} do kit`}
                  onClick={() => onChange({ kit: form.kit.filter((_, j) => j !== i) })}
                >
                  Remover
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="op-button op-button--secondary"
            onClick={() => onChange({ kit: [...form.kit, { key: newKey(), cod: '', qtd: '1' }] })}
          >
            Adicionar item ao kit
          </button>
        </>
      )}
      <label className="bo-switch bo-switch--line">
        <input
          type="checkbox"
          checked={form.sugerir}
          onChange={(event) => onChange({ sugerir: event.target.checked })}
        />
        <span>Sugerir na sacola</span>
      </label>
      {form.sugerir && (
        <div className="bo-form">
          <Field
            label="Ordem na sugestão"
            type="number"
            min={0}
            value={form.sugestaoOrdem}
            onChange={(event) => onChange({ sugestaoOrdem: event.target.value })}
          />
          <fieldset className="bo-radios">
            <legend className="op-field__label">Lojas (nenhuma marcada: todas)</legend>
            {choices.lojas.map((loja) => (
              <label key={loja.id} className="bo-switch">
                <input
                  type="checkbox"
                  checked={form.sugestaoLojas.includes(loja.id)}
                  onChange={(event) =>
                    onChange({
                      sugestaoLojas: event.target.checked
                        ? [...form.sugestaoLojas, loja.id]
                        : form.sugestaoLojas.filter((id) => id !== loja.id),
                    })
                  }
                />
                <span>{loja.nome}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}
