/** The reason a store team may give when it cancels an order, told to the customer (at most 140 characters). */
export const CANCEL_REASON_MAX = 140;
