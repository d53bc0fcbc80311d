/** An amount of money in integer centavos (BRL minor units); never a float. */
export type Centavos = number;

/** Money as it travels on the wire: `valor` in centavos and `texto` formatted as pt-BR BRL. */
export interface Money {
  valor: Centavos;
  texto: string;
}
