import type { MenuProduct } from '@comanda/contract';

export type NutritionFacts = NonNullable<MenuProduct['tabela_nutricional']>;

/** Whether the facts can be shown in the app (a table or an image); otherwise only the PDF remains. */
export function hasInlineNutrition(facts: NutritionFacts): boolean {
  return facts.itens.length > 0 || facts.imagem !== null;
}

/** modal-tabela-nutricional: the nutrition image, or the table of values per portion. */
export function NutritionTable({ facts, productName }: { facts: NutritionFacts; productName: string }) {
  return (
    <div className="nutrition">
      <p className="nutrition__product">{productName}</p>
      {facts.imagem ? (
        <img className="nutrition__image" src={facts.imagem} alt={`Tabela nutricional de ${productName}`} />
      ) : (
        <table className="nutrition__table">
          <caption>Porção: {facts.porcao}</caption>
          <thead>
            <tr>
              <th scope="col">Nutriente</th>
              <th scope="col">Quantidade</th>
              <th scope="col">%VD*</th>
            </tr>
          </thead>
          <tbody>
            {facts.itens.map((item) => (
              <tr key={item.nome}>
                <th scope="row">{item.nome}</th>
                <td>{item.quantidade}</td>
                <td>{item.vd ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="nutrition__note">
        *Percentual de valores diários com base em uma dieta de 2.000 kcal. Seus valores diários podem ser
        maiores ou menores dependendo de suas necessidades energéticas.
      </p>
      {facts.pdf && (
        <a className="nutrition__pdf" href={facts.pdf} target="_blank" rel="noopener noreferrer">
          Abrir tabela completa (PDF)
        </a>
      )}
    </div>
  );
}
