import type { CatalogChoices, CatalogProductDefinition } from '@comanda/contract';
import { maskMoney } from '@comanda/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { catalog, StaffApiError } from '../../backoffice-api.ts';
import { Field, FormStatus } from '../../field.tsx';
import { useSubmission } from '../../use-submission.ts';
import { FactsEditor } from './facts-editor.tsx';
import { GroupsEditor } from './groups-editor.tsx';
import { PictureField } from './picture-field.tsx';
import { PlacementEditor } from './placement-editor.tsx';
import {
  draftOf,
  emptyForm,
  type FieldErrors,
  formOf,
  MONEY_MASK,
  type ProductForm,
} from './product-form.ts';

interface ProductEditorProps {
  lojaId: number;
  choices: CatalogChoices;
  /** The product to edit, as last read; null: a new product. */
  definition: CatalogProductDefinition | null;
  /** A category to start a new product in. */
  categoriaId?: number | undefined;
  onSaved: (definition: CatalogProductDefinition) => void;
  onClose: () => void;
  /** Someone else saved first: read the product again. */
  onStale: () => void;
  onFailure: (error: unknown) => void;
}

/**
 * A product's whole definition (admin): photo, name and prices, allergens, nutrition, option groups, kit and
 * suggestion. The API checks everything again; its refusals are shown beside their fields.
 */
export function ProductEditor(props: ProductEditorProps) {
  const { lojaId, choices, definition, onSaved, onClose, onStale, onFailure } = props;
  const [form, setForm] = useState<ProductForm>(() =>
    definition ? formOf(definition) : emptyForm(props.categoriaId ?? choices.categorias[0]?.id),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const { busy, error, setError, run } = useSubmission((failure) => {
    onFailure(failure);
    if (failure instanceof StaffApiError) {
      setErrors(Object.fromEntries(failure.fields.map((f) => [f.campo, f.mensagem])));
      setConflict(failure.code === 'catalog_conflict');
    }
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const change = (patch: Partial<ProductForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setSaved(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConflict(false);
    const outcome = draftOf(form);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      setError(Object.values(outcome.errors)[0] ?? null);
      return;
    }
    setErrors({});
    const done = await run(async () => {
      const answer = definition
        ? await catalog.save(lojaId, definition.cod, { ...outcome.draft, versao: definition.versao })
        : await catalog.create(lojaId, outcome.draft);
      setForm(formOf(answer));
      onSaved(answer);
    });
    if (done) setSaved(definition ? 'Produto salvo.' : 'Produto criado.');
  }

  const title = definition ? `Editar ${definition.nome}` : 'Novo produto';
  return (
    <section className="bo-product-editor" aria-labelledby="bo-product-editor-title">
      <div className="bo-toolbar">
        <h1 id="bo-product-editor-title" className="bo-title" tabIndex={-1} ref={heading}>
          {title}
          {definition && <span className="bo-product__cod"> #{definition.cod}</span>}
        </h1>
        <button type="button" className="op-button op-button--secondary" onClick={onClose}>
          Voltar ao cardápio
        </button>
      </div>
      <form onSubmit={submit} noValidate aria-label={title}>
        <fieldset className="bo-card bo-editor-section">
          <legend className="bo-card__title">Produto</legend>
          <PictureField
            imagem={form.imagem}
            alt={form.alt}
            errors={{ imagem: errors.imagem, alt: errors.alt }}
            onPicture={(imagem) => change({ imagem })}
            onAlt={(alt) => change({ alt })}
            onFailure={onFailure}
          />
          <div className="bo-form">
            <Field
              label="Nome"
              value={form.nome}
              maxLength={120}
              error={errors.nome}
              onChange={(event) => change({ nome: event.target.value })}
            />
            <label className="bo-inline-field">
              Categoria
              <select
                value={form.categoriaId}
                onChange={(event) => change({ categoriaId: event.target.value })}
              >
                {choices.categorias.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.nome}
                    {category.ativo ? '' : ' (oculta)'}
                  </option>
                ))}
              </select>
            </label>
            <Field
              label="Preço (R$)"
              inputMode="numeric"
              placeholder="0,00"
              value={form.preco}
              error={errors.preco}
              onChange={(event) => change({ preco: maskMoney(event.target.value, MONEY_MASK) })}
            />
            <Field
              label="Preço original (R$)"
              hint="Só em promoção: o preço riscado, maior que o preço."
              inputMode="numeric"
              value={form.precoOriginal}
              error={errors.precoOriginal}
              onChange={(event) => change({ precoOriginal: maskMoney(event.target.value, MONEY_MASK) })}
            />
            <Field
              label="Observação do preço"
              placeholder="a partir de"
              value={form.precoObs}
              maxLength={120}
              error={errors.precoObs}
              onChange={(event) => change({ precoObs: event.target.value })}
            />
          </div>
          <label className="bo-inline-field bo-inline-field--wide">
            Descrição
            <textarea
              rows={3}
              maxLength={1000}
              value={form.descricao}
              onChange={(event) => change({ descricao: event.target.value })}
            />
          </label>
          <div className="bo-actions">
            <label className="bo-switch">
              <input
                type="checkbox"
                checked={form.visivelCardapio}
                onChange={(event) => change({ visivelCardapio: event.target.checked })}
              />
              <span>Visível no cardápio</span>
            </label>
            <label className="bo-switch">
              <input
                type="checkbox"
                checked={form.ativo}
                onChange={(event) => change({ ativo: event.target.checked })}
              />
              <span>Ativo na marca</span>
            </label>
          </div>
        </fieldset>
        <GroupsEditor grupos={form.grupos} errors={errors} onChange={(grupos) => change({ grupos })} />
        <FactsEditor form={form} allergens={choices.alergenicos} errors={errors} onChange={change} />
        <PlacementEditor
          form={form}
          choices={choices}
          cod={definition?.cod ?? null}
          errors={errors}
          onChange={change}
        />
        <div className="bo-actions bo-editor-actions">
          <button className="op-button op-button--primary" type="submit" disabled={busy}>
            {definition ? 'Salvar produto' : 'Criar produto'}
          </button>
          {conflict && (
            <button className="op-button op-button--secondary" type="button" onClick={onStale}>
              Recarregar
            </button>
          )}
          <FormStatus error={error} done={saved} />
        </div>
      </form>
    </section>
  );
}
