import type { CardMethod } from '@comanda/contract';

/** §7: cards of `metodo` 'braspag' go through cartao_cielo, every other one through cartao. */
export function cardPath(metodo: CardMethod | undefined): 'cartao' | 'cartao_cielo' {
  return metodo === 'braspag' ? 'cartao_cielo' : 'cartao';
}
