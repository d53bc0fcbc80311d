import type { MenuProduct } from '@comanda/contract';
import { type Check, nullable, number, object, optional, string } from '../../lib/schema.ts';
import { array } from '../../lib/schema-lists.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';

type NutritionFacts = NonNullable<MenuProduct['tabela_nutricional']>;

/**
 * What `produto` holds (§3 Local storage, owned by product): a menu product, or a bag line being edited with its
 * id and saved selections. Only the product code is sure to be there; the screen takes the product itself from
 * the store's current menu, and the stored copy only while that menu loads.
 */
export interface ProductToOpen {
  cod: number;
  nome?: string | undefined;
  tabela_nutricional?: NutritionFacts | null | undefined;
  /** The bag line being edited. */
  produto_carrinho?: string | undefined;
  qtd?: number | undefined;
  observacao?: string | undefined;
  adicionais?: { cod: number; qtd: number }[] | undefined;
  opcionais?: { cod: number }[] | undefined;
  obrigatorios?: { cod: number }[] | undefined;
}

const codes = optional(array(object({ cod: number })));
const productToOpen: Check<ProductToOpen> = object({
  cod: number,
  nome: optional(string),
  tabela_nutricional: optional(
    nullable(
      object({
        porcao: string,
        imagem: nullable(string),
        pdf: nullable(string),
        itens: array(object({ nome: string, quantidade: string, vd: nullable(string) })),
      }),
    ),
  ),
  produto_carrinho: optional(string),
  qtd: optional(number),
  observacao: optional(string),
  adicionais: optional(array(object({ cod: number, qtd: number }))),
  opcionais: codes,
  obrigatorios: codes,
});

const productKey = defineStoredKey('produto', productToOpen);

export function useProductToOpen(): ProductToOpen | undefined {
  return useStoredValue(productKey);
}
