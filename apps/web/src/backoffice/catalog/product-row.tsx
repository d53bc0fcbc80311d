import type { CatalogAdminProduct } from '@comanda/contract';
import { formatBRL } from '@comanda/domain';
import { useState } from 'react';
import { catalog, failureMessage, StaffApiError } from '../backoffice-api.ts';
import { PriceEditor } from './price-editor.tsx';

interface ProductRowProps {
  product: CatalogAdminProduct;
  lojaId: number;
  admin: boolean;
  onChange: (product: CatalogAdminProduct) => void;
  onFailure: (error: unknown) => void;
  /** Someone else changed the product: load the catalogue again. */
  onStale: () => void;
  /** Open the product's whole definition (admin). */
  onEdit?: (() => void) | undefined;
}

/** One product at one store: its state, "esgotado hoje", "vender nesta loja" and (admin) its prices. */
export function ProductRow({
  product,
  lojaId,
  admin,
  onChange,
  onFailure,
  onStale,
  onEdit,
}: ProductRowProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [editing, setEditing] = useState(false);
  const selling = product.disponivel && !product.esgotadoHoje && product.ativo;

  async function run(action: () => Promise<CatalogAdminProduct>) {
    setBusy(true);
    setError(null);
    setConflict(false);
    try {
      onChange(await action());
      return true;
    } catch (failure) {
      onFailure(failure);
      setError(failureMessage(failure));
      setConflict(failure instanceof StaffApiError && failure.code === 'catalog_conflict');
      return false;
    } finally {
      setBusy(false);
    }
  }

  const price = product.precoLoja ?? product.preco;
  return (
    <li className="bo-product" aria-busy={busy}>
      <div className="bo-product__main">
        <p className="bo-product__name">
          {product.nome} <span className="bo-product__cod">#{product.cod}</span>
        </p>
        <p className="bo-product__facts">
          <span>{formatBRL(price)}</span>
          {product.precoLoja !== null && <span className="op-tag">Preço da loja</span>}
          {!product.ativo && <span className="op-tag">Inativo na marca</span>}
          {!product.disponivel && <span className="op-tag">Fora desta loja</span>}
          {product.esgotadoHoje && <span className="op-tag op-tag--fresh">Esgotado hoje</span>}
          {selling && <span className="bo-ok">À venda</span>}
        </p>
      </div>
      <div className="bo-product__actions">
        <button
          type="button"
          className={`op-button ${product.esgotadoHoje ? 'op-button--primary' : 'op-button--secondary'}`}
          aria-pressed={product.esgotadoHoje}
          aria-label={`Esgotado hoje: ${product.nome}`}
          disabled={busy || !product.disponivel}
          onClick={() =>
            run(() => catalog.availability(lojaId, product.cod, { esgotadoHoje: !product.esgotadoHoje }))
          }
        >
          Esgotado hoje
        </button>
        <label className="bo-switch">
          <input
            type="checkbox"
            checked={product.disponivel}
            aria-label={`Vender nesta loja: ${product.nome}`}
            disabled={busy}
            onChange={(event) =>
              run(() => catalog.availability(lojaId, product.cod, { disponivel: event.target.checked }))
            }
          />
          <span>Vender nesta loja</span>
        </label>
        {admin && (
          <button
            type="button"
            className="op-button op-button--secondary"
            aria-expanded={editing}
            aria-label={`Preços de ${product.nome}`}
            onClick={() => setEditing(!editing)}
          >
            Preços
          </button>
        )}
        {onEdit && (
          <button
            type="button"
            className="op-button op-button--secondary"
            aria-label={`Editar ${product.nome}`}
            onClick={onEdit}
          >
            Editar
          </button>
        )}
      </div>
      {error && (
        <p className="op-field__error bo-product__error" role="alert">
          {error}
        </p>
      )}
      {editing && (
        <PriceEditor
          product={product}
          busy={busy}
          onSaveBrand={(preco) =>
            run(() => catalog.product(lojaId, product.cod, { versao: product.versao, preco }))
          }
          onSaveStore={(precoLoja) => run(() => catalog.storePrice(lojaId, product.cod, precoLoja))}
          onStale={onStale}
          conflict={conflict}
        />
      )}
    </li>
  );
}
