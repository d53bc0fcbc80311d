import { useEffect, useRef } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import { SEE_THE_MENU_LABEL } from '../../../ui/texts.ts';
import { type DeliveryAddress, NO_DELIVERY_MESSAGE, placeLine, streetLine } from '../address-rules.ts';
import { locationOutline } from './address-icons.ts';

/** 'Ainda não entregamos neste endereço.': a state of the screen, with a way to try another address. */
export function NoDelivery({
  address,
  onTryAnother,
  onMenu,
}: {
  address: DeliveryAddress;
  onTryAnother: () => void;
  onMenu: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="no-delivery" aria-labelledby="sem-entrega-titulo">
      <span className="no-delivery__icon" aria-hidden="true">
        <Icon icon={locationOutline} />
      </span>
      <h2 id="sem-entrega-titulo" className="no-delivery__title" tabIndex={-1} ref={heading}>
        {NO_DELIVERY_MESSAGE}
      </h2>
      <p className="no-delivery__address">
        {streetLine(address)}
        <br />
        {placeLine(address)}
      </p>
      <p className="no-delivery__text">
        Nenhum dos nossos restaurantes entrega aí por enquanto. Tente outro endereço ou veja o cardápio.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn--primary btn--block" onClick={onTryAnother}>
          Tentar outro endereço
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={onMenu}>
          {SEE_THE_MENU_LABEL}
        </button>
      </div>
    </section>
  );
}
