/** Screens that are pages on mobile and modals on desktop, opened through the shell's modal on desktop. */
export type ScreenModalName =
  | 'bag'
  | 'product'
  | 'listing'
  | 'checkout'
  | 'pix'
  | 'pix-failure'
  | 'donation-ask'
  | 'donation'
  | 'donation-payment'
  | 'donation-pix'
  | 'support';

/** What the desktop modal shows: the screen and, for the product, where it was opened from. */
export interface ScreenModalRequest {
  name: ScreenModalName;
  /** The product screen returns to the bag after adding when it was opened from there. */
  from?: 'bag' | 'menu';
  /** modal-listagem-produtos: a category id or the delivery kits. */
  listing?: { categoria: number } | { kits: true };
  /** atendimento: the store to talk to (else the customer's current store). */
  lojaId?: number;
  /**
   * pagamento-pedido-pix and modal-pagamento-pix-falha: the order paid by Pix; the donations: the order given after;
   * atendimento: the order the chat is about.
   */
  pedidoId?: number;
  /** modal-forma-pagamento-doacao: the amount chosen, in centavos. */
  valor?: number;
  /** modal-pagamento-pix-doacao: the donation paid by Pix. */
  doacaoId?: number;
  /** finalizar-pedido: bring the payment choice into view (the customer wants to change it). */
  focus?: 'payment';
}

/** The legal documents: a page on mobile, a modal with a close icon on desktop (§2, §4). */
export type LegalDocumentName = 'policy' | 'terms';

/** Anything the shell's desktop modal shows. */
export type ModalRequest = ScreenModalRequest | { name: LegalDocumentName };

export function isLegalDocument(request: ModalRequest): request is { name: LegalDocumentName } {
  return request.name === 'policy' || request.name === 'terms';
}

type Listener = (request: ModalRequest | null) => void;
const listeners = new Set<Listener>();

/** Asks the shell to show a screen in its desktop modal (null closes it). */
export function requestScreenModal(request: ModalRequest | null): void {
  for (const listener of listeners) listener(request);
}

export function onScreenModalRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
