import type { MenuProduct } from '@comanda/contract';
import { formatBRL, OBSERVATION_MAX_LENGTH, observationCounter, STORE_CLOSED_MESSAGE } from '@comanda/domain';
import { IonContent, useIonRouter } from '@ionic/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { trackEcommerce } from '../../../lib/ecommerce.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { toast } from '../../../lib/toast.ts';
import { clockGlyph, documentGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { addLine, editLine, lineFromProduct, OTHER_STORE_CLEARED_MESSAGE } from '../../bag/index.ts';
import { useCurrentStore } from '../../stores/index.ts';
import { useFooterAction } from '../hooks.ts';
import {
  addExtra,
  changeObservation,
  changeQuantity,
  checkForm,
  type FormChange,
  formTotal,
  type ProductForm,
  removeExtra,
  tapChoice,
} from '../product-form.ts';
import { NUTRITION_TITLE, PROMOTION_BADGE } from '../product-texts.ts';
import { Allergens } from './allergens.tsx';
import { hasInlineNutrition, NutritionTable } from './nutrition-table.tsx';
import { OptionGroupSection } from './option-group-section.tsx';

/**
 * The desktop's nutrition modal: Ionic's modal is a chunk of its own, which a product or bag link need not wait for
 * (ADR 0140). On a desktop the product itself is in the shell's modal, so it is usually loaded already.
 */
const AppModal = lazy(() =>
  import('../../../ui/app-modal.tsx').then(({ AppModal }) => ({ default: AppModal })),
);

interface ProductDetailsProps {
  variant: 'page' | 'modal';
  product: MenuProduct;
  initial: ProductForm;
  /** The bag line being edited, if any. */
  lineId: string | undefined;
  closed: boolean;
  onAdded: (edited: boolean) => void;
}

export function ProductDetails({ variant, product, initial, lineId, closed, onAdded }: ProductDetailsProps) {
  const [form, setForm] = useState(initial);
  const [nutritionOpen, setNutritionOpen] = useState(false);
  // the modal's code is fetched the first time it opens; it stays mounted after, for its closing animation
  const [nutritionMounted, setNutritionMounted] = useState(false);
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  const store = useCurrentStore();
  const action = useFooterAction();
  const observationId = useId();
  const optionsRef = useRef<HTMLDivElement>(null);
  const total = formTotal(product, form);

  useEffect(() => {
    trackEcommerce('view_item', [
      {
        cod: product.cod,
        nome: product.nome,
        categoria: product.categoria,
        unitCentavos: product.preco.unitario,
        qtd: 1,
      },
    ]);
  }, [product]);

  const apply = (change: FormChange) => {
    setForm(change.form);
    if (change.message) toast.error(change.message);
  };

  const go = (path: string) => {
    if (variant === 'modal') requestScreenModal(null);
    router.push(path, 'forward');
  };

  const openNutrition = () => {
    const facts = product.tabela_nutricional;
    if (!facts) return;
    if (!hasInlineNutrition(facts)) {
      if (facts.pdf) window.open(facts.pdf, '_blank', 'noopener');
      return;
    }
    if (variant === 'modal') {
      setNutritionMounted(true);
      setNutritionOpen(true);
    } else router.push('/modal-tabela-nutricional', 'forward');
  };

  const add = () => {
    if (closed) {
      toast.error(STORE_CLOSED_MESSAGE);
      return;
    }
    // The button says what it does: a visitor logs in first (and comes back here), then gives an address.
    if (action === 'login') {
      go('/login');
      return;
    }
    if (action === 'address' || !store) {
      go('/buscar-endereco');
      return;
    }
    const checked = checkForm(form);
    setForm(checked.form);
    if (!checked.result.ok) {
      toast.error(checked.result.message);
      const firstInvalid = Object.keys(checked.form.groupErrors)[0];
      if (firstInvalid)
        optionsRef.current
          ?.querySelector(`[aria-labelledby="grupo-${firstInvalid}"]`)
          ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    const line = lineFromProduct(product, form, { lineId });
    const { clearedOtherStore } = lineId ? editLine(line, store.id) : addLine(line, store.id);
    if (clearedOtherStore) toast.error(OTHER_STORE_CLEARED_MESSAGE);
    trackEcommerce('add_to_cart', [
      {
        cod: product.cod,
        nome: product.nome,
        categoria: product.categoria,
        unitCentavos: line.preco.unitario.valor,
        qtd: line.qtd,
      },
    ]);
    if (!clearedOtherStore)
      toast.success(lineId ? 'Item atualizado na sacola.' : 'Item adicionado à sacola.');
    onAdded(lineId !== undefined);
  };

  const footerLabel =
    action === 'add'
      ? lineId
        ? 'Atualizar'
        : 'Adicionar'
      : action === 'address'
        ? 'Informe um endereço'
        : 'Faça login e peça agora!';
  const facts = product.tabela_nutricional;

  return (
    <>
      <IonContent className="product-content">
        <article className={`product product--${variant}`}>
          <div className="product__media">
            <img src={product.imagem} alt={product.alt} width="720" height="540" decoding="async" />
            {product.promocional && <span className="product__badge">{PROMOTION_BADGE}</span>}
          </div>

          <div className="product__info">
            <p className="product__name" aria-hidden="true">
              {product.nome}
            </p>
            {product.descricao && <p className="product__description">{product.descricao}</p>}
            <p className="product__price">
              {product.preco_obs && <span className="product__price-note">{product.preco_obs}</span>}
              {product.promocional && product.preco_original && (
                <s className="product__price-original">{product.preco_original.texto}</s>
              )}
              <span className="product__price-value">{product.preco.texto}</span>
            </p>
            {product.kit_itens.length > 0 && (
              <ul className="product__kit" aria-label="Itens do kit">
                {product.kit_itens.map((item) => (
                  <li key={item.cod}>
                    {item.qtd}× {item.nome}
                  </li>
                ))}
              </ul>
            )}
            {facts && (
              <button type="button" className="product__nutrition" onClick={openNutrition}>
                <Icon icon={documentGlyph} />
                {NUTRITION_TITLE}
              </button>
            )}
            <Allergens allergens={product.alergenicos} isDesktop={isDesktop} />
          </div>

          <div className="product__options" ref={optionsRef}>
            {form.groups.map((group) => (
              <OptionGroupSection
                key={group.id}
                group={group}
                error={form.groupErrors[group.id]}
                onAddExtra={(cod) => apply(addExtra(form, group.id, cod))}
                onRemoveExtra={(cod) => setForm(removeExtra(form, group.id, cod))}
                onTapChoice={(cod) => apply(tapChoice(form, group.id, cod))}
              />
            ))}
            <div className="product-observation">
              <div className="product-observation__head">
                <label htmlFor={observationId} className="product-observation__label">
                  Alguma observação?
                </label>
                <span className="product-observation__counter" aria-live="polite">
                  {observationCounter(form.observacao)}
                </span>
              </div>
              <textarea
                id={observationId}
                className="product-observation__input"
                rows={3}
                maxLength={OBSERVATION_MAX_LENGTH}
                placeholder="Ex.: sem cebolinha, molho à parte…"
                value={form.observacao}
                onChange={(event) => setForm(changeObservation(form, event.target.value))}
              />
            </div>
          </div>
        </article>
      </IonContent>

      <footer className="product-footer">
        {closed && (
          <p className="product-footer__closed" role="status">
            <Icon icon={clockGlyph} />
            {STORE_CLOSED_MESSAGE}
          </p>
        )}
        <div className="product-footer__row">
          {/* Without an address (or a login) nothing can be added yet: the button takes the whole row. */}
          {action === 'add' && (
            <QuantityStepper
              value={form.qtd}
              label={product.nome}
              onIncrement={() => setForm(changeQuantity(form, 1))}
              onDecrement={() => setForm(changeQuantity(form, -1))}
            />
          )}
          <button
            type="button"
            className="btn btn--primary product-footer__add"
            disabled={action === 'add' && closed}
            onClick={add}
          >
            <span>{footerLabel}</span>{' '}
            {action === 'add' && <span className="product-footer__total">{formatBRL(total)}</span>}
          </button>
        </div>
      </footer>

      {variant === 'modal' && facts && nutritionMounted && (
        <Suspense>
          <AppModal
            label={NUTRITION_TITLE}
            className="app-modal app-modal--narrow"
            isOpen={nutritionOpen}
            onDismiss={() => setNutritionOpen(false)}
          >
            {nutritionOpen && (
              <>
                <PageHeader title={NUTRITION_TITLE} onClose={() => setNutritionOpen(false)} />
                <IonContent>
                  <NutritionTable facts={facts} productName={product.nome} />
                </IonContent>
              </>
            )}
          </AppModal>
        </Suspense>
      )}
    </>
  );
}
