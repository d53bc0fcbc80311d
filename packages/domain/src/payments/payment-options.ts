/** How the customer pays (§3 tipo_forma_pgto): Pix, online by card in the app, or on delivery. */
export type PaymentKind = 'pix' | 'online' | 'entrega';

/** What the store offers (read from GET pagamentos): card online, Pix online, payment on delivery. */
export interface PaymentAvailability {
  onlineCard: boolean;
  pix: boolean;
  onDelivery: boolean;
}

/** A payment option shown at checkout with its spec label. */
export interface PaymentOption {
  tipo_forma_pgto: PaymentKind;
  label: 'PAGUE VIA PIX' | 'PAGUE PELO APP' | 'PAGUE NA ENTREGA';
}

/** Label of each payment option (§4). */
export function paymentOptionLabel(kind: PaymentKind): PaymentOption['label'] {
  switch (kind) {
    case 'pix':
      return 'PAGUE VIA PIX';
    case 'online':
      return 'PAGUE PELO APP';
    case 'entrega':
      return 'PAGUE NA ENTREGA';
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown payment kind ${String(unreachable)}`);
    }
  }
}

/** True when the store offers `kind`: Pix needs Pix; online needs card or Pix online; entrega needs delivery payment. */
export function isPaymentOffered(kind: PaymentKind, available: PaymentAvailability): boolean {
  switch (kind) {
    case 'pix':
      return available.pix;
    case 'online':
      return available.onlineCard || available.pix;
    case 'entrega':
      return available.onDelivery;
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown payment kind ${String(unreachable)}`);
    }
  }
}

/** The options offered (§4), in the order shown: Pix, app, delivery. */
export function paymentOptions(available: PaymentAvailability): PaymentOption[] {
  const kinds: PaymentKind[] = ['pix', 'online', 'entrega'];
  return kinds
    .filter((kind) => isPaymentOffered(kind, available))
    .map((kind) => ({ tipo_forma_pgto: kind, label: paymentOptionLabel(kind) }));
}

/** Default payment (§4): the saved choice if still offered, else online; entrega when nothing is offered online. */
export function defaultPaymentKind(available: PaymentAvailability, saved?: PaymentKind | null): PaymentKind {
  if (saved && isPaymentOffered(saved, available)) return saved;
  return isPaymentOffered('online', available) ? 'online' : 'entrega';
}
