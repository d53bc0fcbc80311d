import type { PayableKind } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from './records.ts';

/** Work a payable asks for once the settlement's transaction has committed (e.g. publishing a status change). */
export type AfterCommit = (() => void) | undefined;

/** The payable's own words for what happened to its payment (pt-BR, shown to the customer). */
export interface PayableTexts {
  /** A charge the provider never knew of, given up on. */
  notCompleted: string;
  /** A Pix not paid before it expired. */
  pixExpired: string;
  /** A Pix the PSP could not create. */
  pixUnavailable: string;
}

/**
 * Something a payment pays for: an order, a donation (a tip, a loyalty purchase later). It registers with the
 * payments module, which alone talks to the providers and writes the payment; the payable only hears what
 * happened, inside the settlement's transaction, and changes its own rows.
 */
export interface Payable {
  kind: PayableKind;
  texts: PayableTexts;
  /** What the provider shows: the charge's description and the card statement's descriptor. */
  description(payableId: number): string;
  statementDescriptor: string;
  /** Told to the payer by a PSP that forwards it (Pix devolução) when the money goes back. */
  refundDescription: string;
  /**
   * Locks the payable's row in the settlement's transaction — always before the payment's, the one lock order
   * every writer follows — and answers whether it still waits for its money (false: it was given up on, and money
   * arriving now goes back). Null when there is no such payable.
   */
  lock(tx: Db, payableId: number): Promise<boolean | null>;
  /** The money arrived while the payable waited for it (the order moves on to 'Pendente'). */
  paid(tx: Db, payment: PaymentRow, at: Date): Promise<AfterCommit>;
  /** The payment will not happen (the order is cancelled and what it held released). */
  failed(tx: Db, payment: PaymentRow, at: Date): Promise<AfterCommit>;
  /** What the payment's `motivo` says once its money is given back late, or while it is on its way (if anything). */
  refundMotivo?(accepted: boolean): string;
}
