import type {
  CatalogAdminProduct,
  CatalogAdminView,
  CatalogChoices,
  CatalogProductDefinition,
} from '@comanda/contract';
import { useCallback, useEffect, useState } from 'react';
import { catalog, failureMessage } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING } from '../texts.ts';
import { CategoriesPanel } from './categories-panel.tsx';
import { ProductEditor } from './editor/product-editor.tsx';
import { ProductRow } from './product-row.tsx';

/** What the admin has open in place of the list: a new product (in a category) or an existing one. */
type Editing = {
  definition: CatalogProductDefinition | null;
  categoriaId?: number | undefined;
  choices: CatalogChoices;
  /** Moves each time the editor is opened or reloaded (a save keeps the form and its message). */
  opened: number;
};

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The store's catalogue: every category and product with this store's availability, "esgotado hoje" in one tap,
 * and, for the admin, the brand's and the store's prices.
 */
export function CatalogScreen({ me, lojaId, onFailure }: ScreenProps) {
  const [view, setView] = useState<CatalogAdminView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [showCategories, setShowCategories] = useState(false);
  const admin = me.papel === 'admin';

  const load = useCallback(() => {
    setError(null);
    catalog.view(lojaId).then(setView, (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    });
  }, [lojaId, onFailure]);
  useEffect(load, [load]);

  const replace = useCallback((product: CatalogAdminProduct) => {
    setView(
      (current) =>
        current && {
          ...current,
          categorias: current.categorias.map((category) => ({
            ...category,
            produtos: category.produtos.map((p) => (p.cod === product.cod ? product : p)),
          })),
        },
    );
  }, []);

  const open = async (cod: number | null, categoriaId?: number) => {
    try {
      const [choices, definition] = await Promise.all([
        catalog.choices(lojaId),
        cod === null ? null : catalog.definition(lojaId, cod),
      ]);
      setEditing({ definition, categoriaId, choices, opened: Date.now() });
    } catch (failure) {
      onFailure(failure);
      setError(failureMessage(failure));
    }
  };

  if (editing)
    return (
      <ProductEditor
        key={editing.opened}
        lojaId={lojaId}
        choices={editing.choices}
        definition={editing.definition}
        categoriaId={editing.categoriaId}
        onSaved={(definition) => {
          setEditing((current) => current && { ...current, definition });
          load();
        }}
        onStale={() => void open(editing.definition?.cod ?? null)}
        onClose={() => {
          setEditing(null);
          load();
        }}
        onFailure={onFailure}
      />
    );
  if (!view) return error ? <FormStatus error={error} /> : <p role="status">{LOADING}</p>;
  const query = normalize(search.trim());
  const categories = view.categorias
    .map((category) => ({
      ...category,
      produtos: category.produtos.filter(
        (p) => !query || normalize(p.nome).includes(query) || String(p.cod) === query,
      ),
    }))
    .filter((category) => category.produtos.length > 0);

  return (
    <section aria-labelledby="bo-catalog-title">
      <div className="bo-toolbar">
        <h1 id="bo-catalog-title" className="bo-title">
          Cardápio · {view.loja.nome}
        </h1>
        <label className="bo-search">
          <span className="visually-hidden">Buscar produto</span>
          <input
            type="search"
            placeholder="Buscar produto ou código"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {admin && (
          <div className="bo-actions">
            <button type="button" className="op-button op-button--primary" onClick={() => void open(null)}>
              Novo produto
            </button>
            <button
              type="button"
              className="op-button op-button--secondary"
              aria-expanded={showCategories}
              onClick={() => setShowCategories(!showCategories)}
            >
              Categorias
            </button>
            <a className="op-button op-button--secondary" href={catalog.fileUrl(lojaId)} download>
              Baixar arquivo do catálogo
            </a>
          </div>
        )}
      </div>
      {error && <FormStatus error={error} />}
      {admin && showCategories && (
        <CategoriesPanel lojaId={lojaId} list={view.categorias} onChanged={load} onFailure={onFailure} />
      )}
      {categories.length === 0 && <p className="bo-empty">Nenhum produto encontrado.</p>}
      {categories.map((category) => (
        <section key={category.id} className="bo-card" aria-labelledby={`bo-category-${category.id}`}>
          <h2 id={`bo-category-${category.id}`} className="bo-card__title">
            {category.nome}
            {!category.ativo && <span className="op-tag">Categoria oculta</span>}
          </h2>
          <ul className="bo-products">
            {category.produtos.map((product) => (
              <ProductRow
                key={product.cod}
                product={product}
                lojaId={lojaId}
                admin={admin}
                onEdit={admin ? () => void open(product.cod) : undefined}
                onChange={replace}
                onFailure={onFailure}
                onStale={load}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
