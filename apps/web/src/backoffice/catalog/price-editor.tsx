import type { CatalogAdminProduct } from '@comanda/contract';
import { formatBRL, maskMoney, parseBRL } from '@comanda/domain';
import { type FormEvent, useState } from 'react';
import { Field } from '../field.tsx';

const MONEY_MASK = { thousands: '.' } as const;
const typed = (cents: number | null) => (cents === null ? '' : maskMoney(String(cents), MONEY_MASK));

interface PriceEditorProps {
  product: CatalogAdminProduct;
  busy: boolean;
  onSaveBrand: (preco: number) => Promise<boolean>;
  onSaveStore: (precoLoja: number | null) => Promise<boolean>;
  onStale: () => void;
  /** The last save was refused because someone else saved first: offer to load the current version. */
  conflict: boolean;
}

/** The admin's prices of a product: the brand's (with its version) and this store's own (empty: the brand's). */
export function PriceEditor({
  product,
  busy,
  onSaveBrand,
  onSaveStore,
  onStale,
  conflict,
}: PriceEditorProps) {
  const [brandPrice, setBrandPrice] = useState(() => typed(product.preco));
  const [storePrice, setStorePrice] = useState(() => typed(product.precoLoja));
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const preco = parseBRL(brandPrice);
    const precoLoja = storePrice.trim() === '' ? null : parseBRL(storePrice);
    if (preco === null || (storePrice.trim() !== '' && precoLoja === null)) {
      setError('Informe os preços em reais, como 29,90.');
      return;
    }
    setError(null);
    void (async () => {
      if (preco !== product.preco && !(await onSaveBrand(preco))) return;
      if (precoLoja !== product.precoLoja) await onSaveStore(precoLoja);
    })();
  }

  return (
    <form className="bo-price-editor" onSubmit={save} noValidate>
      <Field
        label="Preço da marca (R$)"
        inputMode="numeric"
        value={brandPrice}
        onChange={(event) => setBrandPrice(maskMoney(event.target.value, MONEY_MASK))}
        error={error}
      />
      <Field
        label="Preço nesta loja (R$)"
        hint={`Vazio: o preço da marca (${formatBRL(product.preco)}).`}
        inputMode="numeric"
        value={storePrice}
        onChange={(event) => setStorePrice(maskMoney(event.target.value, MONEY_MASK))}
      />
      <div className="bo-price-editor__actions">
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          Salvar preços
        </button>
        {storePrice !== '' && (
          <button className="op-button op-button--secondary" type="button" onClick={() => setStorePrice('')}>
            Usar o preço da marca
          </button>
        )}
        {conflict && (
          <button className="op-button op-button--secondary" type="button" onClick={onStale}>
            Recarregar
          </button>
        )}
      </div>
    </form>
  );
}
