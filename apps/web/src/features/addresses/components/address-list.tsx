import { Icon } from '../../../ui/icon.tsx';
import { type DeliveryAddress, placeLine, streetLine } from '../address-rules.ts';
import { createOutline, locationOutline, trashOutline } from './address-icons.ts';

function addressKey(address: DeliveryAddress, index: number): string {
  return address.id !== undefined ? `id-${address.id}` : (address.localId ?? `i-${index}`);
}

/**
 * §4 Address list: the first address is the current one and has no edit or delete buttons; picking another
 * makes it current.
 */
export function AddressList({
  addresses,
  busy,
  onPick,
  onEdit,
  onDelete,
}: {
  addresses: readonly DeliveryAddress[];
  busy?: boolean;
  onPick: (address: DeliveryAddress) => void;
  onEdit?: (address: DeliveryAddress) => void;
  onDelete?: (address: DeliveryAddress) => void;
}) {
  return (
    <ul className="address-list">
      {addresses.map((address, index) => {
        const current = index === 0;
        const line = streetLine(address);
        const complement = address.complemento ? ` - ${address.complemento}` : '';
        return (
          <li
            key={addressKey(address, index)}
            className={current ? 'address-item address-item--current' : 'address-item'}
          >
            <button
              type="button"
              className="address-item__pick"
              disabled={busy}
              aria-current={current ? 'true' : undefined}
              onClick={() => onPick(address)}
            >
              <span className="address-item__icon" aria-hidden="true">
                <Icon icon={locationOutline} />
              </span>
              <span className="address-item__text">
                <span className="address-item__name">
                  {address.apelido || line}
                  {current && <span className="address-item__badge">Atual</span>}
                </span>
                <span className="address-item__line">
                  {address.apelido ? `${line}${complement}` : complement.replace(/^ - /, '')}
                  {address.apelido || complement ? <br /> : null}
                  {placeLine(address)}
                </span>
              </span>
            </button>
            {!current && (onEdit || onDelete) && (
              <span className="address-item__actions">
                {onEdit && (
                  <button
                    type="button"
                    className="address-item__action"
                    aria-label={`Editar ${address.apelido || line}`}
                    disabled={busy}
                    onClick={() => onEdit(address)}
                  >
                    <Icon icon={createOutline} />
                  </button>
                )}
                {onDelete && (
                  <button
                    type="button"
                    className="address-item__action address-item__action--delete"
                    aria-label={`Excluir ${address.apelido || line}`}
                    disabled={busy}
                    onClick={() => onDelete(address)}
                  >
                    <Icon icon={trashOutline} />
                  </button>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
