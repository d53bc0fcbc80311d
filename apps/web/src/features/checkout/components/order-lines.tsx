import { describeChoices, type PricedStoredBagLine, type StoredBagLine } from '../../bag/index.ts';

interface OrderLinesProps {
  lines: readonly StoredBagLine[];
  /** The server's price of each line, by its id. */
  priced: ReadonlyMap<string, PricedStoredBagLine>;
  onEditBag: () => void;
}

/** The bag's lines as they will be ordered: quantity, name, choices, observation and the server's price. */
export function OrderLines({ lines, priced, onEditBag }: OrderLinesProps) {
  return (
    <section className="checkout-card" aria-labelledby="itens-pedido-titulo">
      <div className="checkout-card__head">
        <h2 id="itens-pedido-titulo" className="checkout-card__title">
          Itens do pedido
        </h2>
        <button type="button" className="checkout-link" onClick={onEditBag}>
          Editar sacola
        </button>
      </div>
      <ul className="checkout-lines">
        {lines.map((line) => {
          const server = priced.get(line.produto_carrinho);
          const choices = describeChoices(line);
          const total = server?.preco.total.texto ?? line.preco?.total.texto;
          return (
            <li key={line.produto_carrinho} className="checkout-line">
              <span className="checkout-line__qty">{line.qtd}×</span>
              <span className="checkout-line__body">
                <span className="checkout-line__name">{server?.nome ?? line.nome}</span>
                {choices && <span className="checkout-line__detail">{choices}</span>}
                {line.observacao && <span className="checkout-line__detail">Obs.: {line.observacao}</span>}
              </span>
              {total && <span className="checkout-line__price">{total}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
