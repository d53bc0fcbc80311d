import restaurantOutline from 'ionicon:restaurantOutline';
import { IonContent } from '@ionic/react';
import { Icon } from '../../../ui/icon.tsx';
import { SEE_MENU_LABEL } from '../../../ui/texts.ts';
import '../../../ui/button.css';

/** produto-indisponivel: the product is not sold by this store right now. */
export function UnavailableProduct({ onBack }: { onBack: () => void }) {
  return (
    <IonContent>
      <section className="empty-state" aria-labelledby="produto-indisponivel-titulo">
        <span className="empty-state__mark" aria-hidden="true">
          <Icon icon={restaurantOutline} />
        </span>
        <h2 id="produto-indisponivel-titulo" className="empty-state__title">
          Este produto não está disponível
        </h2>
        <p className="empty-state__text">
          Ele pode ter esgotado ou não ser vendido pelo restaurante que atende o seu endereço. Que tal
          escolher outra delícia do cardápio?
        </p>
        <button type="button" className="btn btn--primary" onClick={onBack}>
          {SEE_MENU_LABEL}
        </button>
      </section>
    </IonContent>
  );
}
