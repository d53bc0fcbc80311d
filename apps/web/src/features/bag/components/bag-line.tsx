import type { PricedBagLine } from '@comanda/contract';
import { cardPicture } from '@comanda/domain';
import { pencilGlyph, trashGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { describeChoices } from '../bag-rules.ts';
import type { StoredBagLine } from '../bag-store.ts';
import { BENEFIT_FREE_LABEL, BENEFIT_LINE_BADGE } from '../bag-texts.ts';

interface BagLineProps {
  line: StoredBagLine;
  /** The server's pricing of this line, when it has answered. */
  priced: PricedBagLine | undefined;
  onEdit: () => void;
  onQuantity: (qtd: number) => void;
  onRemove: () => void;
}

/**
 * One bag line: picture, name, its choices and observation, price, edit, quantity and remove. A Shinguru benefit
 * line is one unit given free: its price struck through, 'Grátis', the programme's badge, removed as a whole.
 */
export function BagLine({ line, priced, onEdit, onQuantity, onRemove }: BagLineProps) {
  const choices = describeChoices(line);
  const total = priced && priced.qtd === line.qtd ? priced.preco.total.texto : line.preco?.total.texto;
  const benefit = line.beneficio === true;
  return (
    <li className={benefit ? 'bag-line bag-line--benefit' : 'bag-line'}>
      <img
        className="bag-line__image"
        src={line.imagem && cardPicture(line.imagem)}
        alt=""
        width="72"
        height="72"
        loading="lazy"
      />
      <div className="bag-line__body">
        <div className="bag-line__top">
          <h3 className="bag-line__name">{line.nome}</h3>
          <p className="bag-line__price">
            {benefit ? (
              <>
                {total && <s className="bag-line__price-original">{total}</s>}
                <span className="bag-line__free">{BENEFIT_FREE_LABEL}</span>
              </>
            ) : (
              total
            )}
          </p>
        </div>
        {benefit && <p className="bag-line__benefit">{BENEFIT_LINE_BADGE}</p>}
        {choices && <p className="bag-line__choices">{choices}</p>}
        {line.observacao && <p className="bag-line__note">Obs.: {line.observacao}</p>}
        <div className="bag-line__actions">
          {benefit ? (
            <button
              type="button"
              className="bag-line__edit"
              onClick={onRemove}
              aria-label={`Remover ${line.nome}`}
            >
              <Icon icon={trashGlyph} />
              Remover
            </button>
          ) : (
            <>
              <button
                type="button"
                className="bag-line__edit"
                onClick={onEdit}
                aria-label={`Editar ${line.nome}`}
              >
                <Icon icon={pencilGlyph} />
                Editar
              </button>
              <QuantityStepper
                size="sm"
                value={line.qtd}
                label={line.nome ?? ''}
                onIncrement={() => onQuantity(line.qtd + 1)}
                onDecrement={() => onQuantity(line.qtd - 1)}
                onRemove={onRemove}
              />
            </>
          )}
        </div>
      </div>
    </li>
  );
}
