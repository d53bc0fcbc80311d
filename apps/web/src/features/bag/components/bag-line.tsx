import type { PricedBagLine } from '@comanda/contract';
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

/** A Shinguru benefit line: one unit given free, shown struck through, removed as a whole. */
function BenefitLine({
  line,
  total,
  onRemove,
}: {
  line: StoredBagLine;
  total: string | undefined;
  onRemove: () => void;
}) {
  const choices = describeChoices(line);
  return (
    <li className="bag-line bag-line--benefit">
      <img className="bag-line__image" src={line.imagem} alt="" width="72" height="72" loading="lazy" />
      <div className="bag-line__body">
        <div className="bag-line__top">
          <h3 className="bag-line__name">{line.nome}</h3>
          <p className="bag-line__price">
            {total && <s className="bag-line__price-original">{total}</s>}
            <span className="bag-line__free">{BENEFIT_FREE_LABEL}</span>
          </p>
        </div>
        <p className="bag-line__benefit">{BENEFIT_LINE_BADGE}</p>
        {choices && <p className="bag-line__choices">{choices}</p>}
        <div className="bag-line__actions">
          <button
            type="button"
            className="bag-line__edit"
            onClick={onRemove}
            aria-label={`Remover ${line.nome}`}
          >
            <Icon icon={trashGlyph} />
            Remover
          </button>
        </div>
      </div>
    </li>
  );
}

/** One bag line: picture, name, its choices and observation, price, edit, quantity and remove. */
export function BagLine({ line, priced, onEdit, onQuantity, onRemove }: BagLineProps) {
  const choices = describeChoices(line);
  const total = priced && priced.qtd === line.qtd ? priced.preco.total.texto : line.preco?.total.texto;
  if (line.beneficio) return <BenefitLine line={line} total={total} onRemove={onRemove} />;
  return (
    <li className="bag-line">
      <img className="bag-line__image" src={line.imagem} alt="" width="72" height="72" loading="lazy" />
      <div className="bag-line__body">
        <div className="bag-line__top">
          <h3 className="bag-line__name">{line.nome}</h3>
          <p className="bag-line__price">{total}</p>
        </div>
        {choices && <p className="bag-line__choices">{choices}</p>}
        {line.observacao && <p className="bag-line__note">Obs.: {line.observacao}</p>}
        <div className="bag-line__actions">
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
        </div>
      </div>
    </li>
  );
}
