import { IonContent } from '@ionic/react';
import { brand } from '../../../config/brand.ts';
import { brandContent } from '../../../config/brand-content.ts';
import { OPENS_IN_NEW_TAB_TEXT } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SEE_THE_MENU_LABEL } from '../../../ui/texts.ts';
import '../components/about-brand.css';

const telHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`;

/** tabs/institucional-{slug} (§2 "about the restaurant"): the brand's story, food, restaurants and contact. */
export function AboutBrandPage() {
  const content = brandContent;
  return (
    <>
      <PageHeader title={content.title} backTo="/tabs/cardapio" />
      <IonContent className="about-brand">
        <div className="about-brand__inner">
          <header className="about-brand__hero">
            <img src={brand.logo} alt={brand.name} width="222" height="60" className="about-brand__logo" />
            <p className="about-brand__tagline">{content.tagline}</p>
          </header>

          <section aria-labelledby="sobre-historia" className="about-brand__section">
            <h2 id="sobre-historia">Nossa história</h2>
            {content.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="sobre-cardapio" className="about-brand__section">
            <h2 id="sobre-cardapio">{content.servesTitle}</h2>
            <ul className="about-brand__serves">
              {content.serves.map((item) => (
                <li key={item.name} className="about-brand__dish">
                  <img src={item.image} alt="" width="96" height="96" loading="lazy" />
                  <div>
                    <h3>{item.name}</h3>
                    <p>{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <AppLink to="/tabs/cardapio" direction="root" className="about-brand__link">
              {SEE_THE_MENU_LABEL}
            </AppLink>
          </section>

          <section aria-labelledby="sobre-visite" className="about-brand__section">
            <h2 id="sobre-visite">{content.visitTitle}</h2>
            <p>{content.visitText}</p>
            <div className="about-brand__actions">
              <AppLink to="/tabs/restaurantes" direction="root" className="btn btn--primary">
                Nossos restaurantes
              </AppLink>
              <AppLink to="/tabs/reservas" className="btn btn--ghost about-brand__outline">
                Fazer uma reserva
              </AppLink>
            </div>
          </section>

          <section aria-labelledby="sobre-contato" className="about-brand__section">
            <h2 id="sobre-contato">{content.contactTitle}</h2>
            <dl className="about-brand__contact">
              <div>
                <dt>Telefone</dt>
                <dd>
                  <a href={telHref(content.contact.phone)}>{content.contact.phone}</a>
                </dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${content.contact.email}`}>{content.contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>Instagram</dt>
                <dd>
                  <a href={content.contact.instagram.url} target="_blank" rel="noopener noreferrer">
                    {content.contact.instagram.handle}
                    <span className="visually-hidden">{OPENS_IN_NEW_TAB_TEXT}</span>
                  </a>
                </dd>
              </div>
            </dl>
          </section>
        </div>
      </IonContent>
    </>
  );
}
