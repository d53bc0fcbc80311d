import { minusGlyph, plusGlyph, trashGlyph } from './glyphs.ts';
import { Icon } from './icon.tsx';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  /** What is counted, for the buttons' names: 'Diminuir quantidade de {label}'. */
  label: string;
  onIncrement: () => void;
  onDecrement: () => void;
  /** At 1 the minus button becomes a remove button when given (bag lines); otherwise it is disabled (§5). */
  onRemove?: () => void;
  size?: 'md' | 'sm';
  /** At this value the plus button is disabled (no limit when absent). */
  max?: number;
}

/** − n + with the quantity announced; never below 1. */
export function QuantityStepper({
  value,
  label,
  onIncrement,
  onDecrement,
  onRemove,
  size = 'md',
  max,
}: QuantityStepperProps) {
  const removes = value <= 1 && onRemove !== undefined;
  return (
    <div className={`stepper stepper--${size}`}>
      <button
        type="button"
        className="stepper__button"
        aria-label={removes ? `Remover ${label}` : `Diminuir quantidade de ${label}`}
        disabled={value <= 1 && !removes}
        onClick={removes ? onRemove : onDecrement}
      >
        <Icon icon={removes ? trashGlyph : minusGlyph} />
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={`Quantidade de ${label}`}>
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Aumentar quantidade de ${label}`}
        disabled={max !== undefined && value >= max}
        onClick={onIncrement}
      >
        <Icon icon={plusGlyph} />
      </button>
    </div>
  );
}
