import { Icon } from '../../../ui/icon.tsx';
import { DELIVERY_IN_ABOUT } from '../../../ui/texts.ts';
import { type DeliveryAddress, streetLine } from '../../addresses/index.ts';
import { clockGlyph, pinGlyph, storeGlyph } from './checkout-glyphs.ts';

interface DeliverySectionProps {
  address: DeliveryAddress | undefined;
  storeName: string | undefined;
  /** The store's delivery time in minutes, when known. */
  deliveryMinutes: number | undefined;
  onChangeAddress: () => void;
}

/** 'Quarto 3, Asa Norte, Brasília - DF' */
function addressDetail(address: DeliveryAddress): string {
  const city = [address.cidade, address.estado].filter(Boolean).join(' - ');
  return [address.complemento, address.bairro, city].filter(Boolean).join(', ');
}

/** Where the order goes and where it comes from: the delivery address, the store and its delivery time. */
export function DeliverySection({
  address,
  storeName,
  deliveryMinutes,
  onChangeAddress,
}: DeliverySectionProps) {
  return (
    <section className="checkout-card" aria-labelledby="entrega-titulo">
      <div className="checkout-card__head">
        <h2 id="entrega-titulo" className="checkout-card__title">
          Entrega
        </h2>
        <button
          type="button"
          className="checkout-link"
          aria-label="Trocar endereço de entrega"
          onClick={onChangeAddress}
        >
          Trocar
        </button>
      </div>
      <ul className="checkout-facts">
        <li className="checkout-fact">
          <Icon icon={pinGlyph} className="checkout-fact__icon" />
          {address ? (
            <span className="checkout-fact__text">
              <strong>{streetLine(address)}</strong>
              <span>{addressDetail(address)}</span>
            </span>
          ) : (
            <span className="checkout-fact__text">Nenhum endereço escolhido.</span>
          )}
        </li>
        {storeName && (
          <li className="checkout-fact">
            <Icon icon={storeGlyph} className="checkout-fact__icon" />
            <span className="checkout-fact__text">
              <strong>{storeName}</strong>
              <span>Restaurante que prepara o seu pedido</span>
            </span>
          </li>
        )}
        {deliveryMinutes !== undefined && (
          <li className="checkout-fact">
            <Icon icon={clockGlyph} className="checkout-fact__icon" />
            <span className="checkout-fact__text">
              <strong>
                {DELIVERY_IN_ABOUT} {deliveryMinutes} min
              </strong>
              <span>Tempo estimado depois da confirmação</span>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
