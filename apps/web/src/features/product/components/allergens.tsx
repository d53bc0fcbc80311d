import chevronDownOutline from 'ionicon:chevronDownOutline';
import type { MenuProduct } from '@comanda/contract';
import { Icon } from '../../../ui/icon.tsx';

type Allergen = MenuProduct['alergenicos'][number];

function AllergenItem({ allergen }: { allergen: Allergen }) {
  return (
    <li className="allergen">
      <img className="allergen__icon" src={allergen.icone} alt="" width="28" height="28" loading="lazy" />
      <span>{allergen.nome}</span>
    </li>
  );
}

/**
 * §2 allergens: an accordion on wide screens; a grid on mobile, where those with visibilidade 'cardapio' are
 * hidden (they are meant for the menu listing only).
 */
export function Allergens({ allergens, isDesktop }: { allergens: readonly Allergen[]; isDesktop: boolean }) {
  if (isDesktop) {
    if (allergens.length === 0) return null;
    return (
      <details className="allergens allergens--accordion">
        <summary className="allergens__summary">
          <span>Alergênicos</span>
          <span className="allergens__summary-count">{allergens.length}</span>
          <Icon icon={chevronDownOutline} className="allergens__chevron" />
        </summary>
        <ul className="allergens__list">
          {allergens.map((allergen) => (
            <AllergenItem key={allergen.nome} allergen={allergen} />
          ))}
        </ul>
      </details>
    );
  }
  const shown = allergens.filter((allergen) => allergen.visibilidade !== 'cardapio');
  if (shown.length === 0) return null;
  return (
    <section className="allergens allergens--grid" aria-labelledby="alergenicos-titulo">
      <h2 id="alergenicos-titulo" className="allergens__title">
        Alergênicos
      </h2>
      <ul className="allergens__list">
        {shown.map((allergen) => (
          <AllergenItem key={allergen.nome} allergen={allergen} />
        ))}
      </ul>
    </section>
  );
}
