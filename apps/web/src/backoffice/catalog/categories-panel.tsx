import type { CatalogAdminView } from '@comanda/contract';
import { type FormEvent, useState } from 'react';
import { categories } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { useSubmission } from '../use-submission.ts';

interface CategoriesPanelProps {
  lojaId: number;
  list: CatalogAdminView['categorias'];
  /** A change was saved: read the catalogue again. */
  onChanged: () => void;
  onFailure: (error: unknown) => void;
}

/** The brand's categories (admin): new, renamed, shown or hidden on the menu, and their order. */
export function CategoriesPanel({ lojaId, list, onChanged, onFailure }: CategoriesPanelProps) {
  const { busy, error, run } = useSubmission(onFailure);
  const [names, setNames] = useState<Record<number, string>>({});
  const [created, setCreated] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>, message: string) => {
    setDone(null);
    if (await run(action)) {
      setDone(message);
      onChanged();
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void act(() => categories.order(lojaId, ids), 'Ordem das categorias salva.');
  };
  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act(async () => {
      await categories.create(lojaId, created);
      setCreated('');
    }, 'Categoria criada.');
  }

  return (
    <section className="bo-card" aria-labelledby="bo-categories-title" aria-busy={busy}>
      <h2 id="bo-categories-title" className="bo-card__title">
        Categorias
      </h2>
      <ol className="bo-category-list">
        {list.map((category, index) => {
          const name = names[category.id] ?? category.nome;
          return (
            <li key={category.id} className="bo-category">
              <Field
                label={`Nome da categoria ${index + 1}`}
                value={name}
                maxLength={60}
                onChange={(event) => setNames({ ...names, [category.id]: event.target.value })}
              />
              <div className="bo-actions">
                {name !== category.nome && (
                  <button
                    type="button"
                    className="op-button op-button--primary"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => categories.update(lojaId, category.id, { nome: name }),
                        'Categoria salva.',
                      )
                    }
                  >
                    Salvar nome
                  </button>
                )}
                <button
                  type="button"
                  className="op-button op-button--secondary"
                  aria-pressed={!category.ativo}
                  aria-label={`${category.ativo ? 'Ocultar' : 'Mostrar'} ${category.nome}`}
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => categories.update(lojaId, category.id, { ativo: !category.ativo }),
                      'Categoria salva.',
                    )
                  }
                >
                  {category.ativo ? 'Ocultar' : 'Mostrar'}
                </button>
                <button
                  type="button"
                  className="op-button op-button--secondary"
                  aria-label={`Subir ${category.nome}`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  Subir
                </button>
                <button
                  type="button"
                  className="op-button op-button--secondary"
                  aria-label={`Descer ${category.nome}`}
                  disabled={busy || index === list.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Descer
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <form className="bo-form--row" onSubmit={create} noValidate aria-label="Nova categoria">
        <Field
          label="Nova categoria"
          value={created}
          maxLength={60}
          onChange={(e) => setCreated(e.target.value)}
        />
        <button className="op-button op-button--primary" type="submit" disabled={busy || !created.trim()}>
          Criar categoria
        </button>
      </form>
      <FormStatus error={error} done={done} />
    </section>
  );
}
