import { IonContent } from '@ionic/react';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SEE_MENU_LABEL } from '../../../ui/texts.ts';
import { NutritionTable } from '../components/nutrition-table.tsx';
import { NUTRITION_TITLE } from '../product-texts.ts';
import { useProductToOpen } from '../stored-product.ts';
import '../components/product.css';

/** modal-tabela-nutricional on mobile: the nutrition facts of the product on show (`produto`). */
export function NutritionPage() {
  const product = useProductToOpen();
  const facts = product?.tabela_nutricional;
  return (
    <>
      <PageHeader title={NUTRITION_TITLE} backTo="/produto" />
      <IonContent>
        {facts && product?.nome ? (
          <NutritionTable facts={facts} productName={product.nome} />
        ) : (
          <section className="empty-state">
            <h2 className="empty-state__title">Tabela nutricional indisponível</h2>
            <p className="empty-state__text">Abra um produto do cardápio para ver os valores nutricionais.</p>
            <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
              {SEE_MENU_LABEL}
            </AppLink>
          </section>
        )}
      </IonContent>
    </>
  );
}
