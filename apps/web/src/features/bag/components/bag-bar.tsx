import bagHandleOutline from 'ionicon:bagHandleOutline';
import { addCentavos, formatBRL } from '@comanda/domain';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { Icon } from '../../../ui/icon.tsx';
import { bagUnits, useBag } from '../bag-store.ts';
import { SEE_BAG_LABEL } from '../bag-texts.ts';
import './bag.css';

/** Mobile: the bar over the menu that leads to the bag while it has items (items subtotal, before the server's). */
export function BagBar() {
  const bag = useBag();
  const { openBag } = useOpenScreen();
  const units = bagUnits(bag);
  if (!bag || units === 0) return null;
  const subtotal = addCentavos(...bag.itens.map((line) => line.preco?.total.valor ?? 0));
  return (
    <button type="button" className="bag-bar" onClick={openBag}>
      <span className="bag-bar__count" aria-hidden="true">
        {units}
      </span>
      <Icon icon={bagHandleOutline} />
      <span className="bag-bar__label">
        {SEE_BAG_LABEL}
        <span className="visually-hidden">, {units === 1 ? '1 item' : `${units} itens`}</span>
      </span>
      <span className="bag-bar__total">{formatBRL(subtotal)}</span>
    </button>
  );
}
