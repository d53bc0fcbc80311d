/** §3 The postal part of an address, as the wire, an order's snapshot and the web's kept address all spell it. */
export interface PostalAddress {
  logradouro: string;
  /** '0' is 's/n'. */
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  /** '00000-000' or null. */
  cep: string | null;
  ponto_referencia: string | null;
}

/** The postal fields of any address-shaped value, and nothing else. */
export function postalAddressOf(address: PostalAddress): PostalAddress {
  const { logradouro, numero, complemento, bairro, cidade, estado, cep, ponto_referencia } = address;
  return { logradouro, numero, complemento, bairro, cidade, estado, cep, ponto_referencia };
}
