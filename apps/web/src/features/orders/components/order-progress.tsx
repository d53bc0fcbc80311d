import type { OrderWire } from '@comanda/contract';
import { orderProgress, type OrderProgress as Progress, type StepFill } from '@comanda/domain';
import { stepStateText } from '../order-text.ts';

const fillName = (fill: StepFill) => (fill === 1 ? 'done' : fill === 0.5 ? 'half' : 'empty');

/**
 * §2 Order tracking: the four-step bar of §4 (the tracked status is the last entry of historicoStatus), red for a
 * cancelled order. Each step says its state to screen readers.
 */
export function OrderProgress({ history }: { history: OrderWire['historicoStatus'] }) {
  const { steps, color }: Progress = orderProgress(history);
  return (
    <ol className={`order-progress order-progress--${color}`} aria-label="Andamento do pedido">
      {steps.map((fill, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the four steps are fixed positions
          key={index}
          className={`order-progress__step order-progress__step--${fillName(fill)}`}
          data-fill={fill}
        >
          <span className="visually-hidden">
            Etapa {index + 1} de {steps.length}: {stepStateText(fill, color)}
          </span>
        </li>
      ))}
    </ol>
  );
}
