/**
 * The stable machine codes of the error envelope. Clients branch on `code`, never on the pt-BR `message` (which
 * may be reworded). A code is never renamed or reused for another meaning; new refusals get new codes.
 */
export const errorCodes = [
  // Any request
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'not_authenticated',
  'csrf_rejected',
  'not_found',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'network_error',
  'payload_decryption_failed',
  'payload_encryption_off',
  // Addresses, geocoding and store lookup
  'geocoding_unavailable',
  'address_not_located',
  'no_store_delivers',
  'location_not_found',
  'cep_not_found',
  'address_not_found',
  'addresses_limit_reached',
  // Menu, stores and restaurants
  'brand_not_found',
  'store_not_found',
  'restaurant_not_found',
  'outside_delivery_area',
  // Bag
  'cart_empty',
  'product_unavailable',
  'product_options_invalid',
  'cart_covered',
  // Coupons
  'coupon_not_found',
  'coupon_not_yet_valid',
  'coupon_expired',
  'coupon_store_mismatch',
  'coupon_minimum_not_met',
  'coupon_category_missing',
  'coupon_product_missing',
  'coupon_sold_out',
  'coupon_usage_limit_reached',
  'coupon_first_order_only',
  'coupon_members_only',
  'coupon_benefit_missing',
  'coupon_no_effect',
  // Gift cards
  'gift_card_invalid',
  'gift_card_blocked',
  'gift_card_expired',
  'gift_card_zero_balance',
  'gift_card_duplicate',
  'gift_card_too_many_attempts',
  'gift_card_other_customer',
  // Sign-up, login and codes
  'login_failed',
  'login_locked',
  'account_deactivated',
  'signup_expired',
  'identifiers_taken',
  'verification_code_wrong',
  'verification_code_expired',
  'verification_code_exhausted',
  'verification_codes_too_many',
  'email_already_verified',
  'password_reset_expired',
  // Account
  'nothing_changed',
  'cpf_read_only',
  // Table reservations
  'reservations_not_offered',
  'reservation_not_found',
  'reservation_party_size',
  'reservation_date_unavailable',
  'reservation_time_unavailable',
  'reservation_slot_full',
  'reservation_limit_reached',
  'reservation_already_cancelled',
  'reservation_not_cancellable',
  // Saved cards and payment options
  'card_not_found',
  'cards_limit_reached',
  'card_method_unavailable',
  'card_unusable',
  'payments_not_offered',
  // Card refusals (the provider, the issuer or the anti-fraud said no)
  'card_declined',
  'card_insufficient_funds',
  'card_expired',
  'card_blocked',
  'card_canceled',
  'card_invalid',
  'card_cvv_invalid',
  'card_problem',
  'card_suspected_fraud',
  'card_not_supported',
  'card_amount_invalid',
  'card_issuer_unavailable',
  'card_processing_error',
  'card_unavailable',
  'payment_operation_not_allowed',
  // Payment provider failures (nothing was decided about the card)
  'payment_provider_unavailable',
  'payment_provider_error',
  'payment_provider_invalid_answer',
  'payment_request_rejected',
  // Orders
  'idempotency_key_required',
  'idempotency_key_reused',
  'order_in_progress',
  'order_not_found',
  'store_closed',
  'order_total_changed',
  'payment_method_not_offered',
  'cash_change_too_low',
  'pix_not_simulable',
  'pix_notification_rejected',
  'order_transition_invalid',
  'operator_key_invalid',
  // Donations
  'donation_not_found',
  // Shinguru loyalty
  'loyalty_not_found',
  'loyalty_not_member',
  'loyalty_credit_not_found',
  'loyalty_credit_already_reversed',
  'loyalty_store_disabled',
  'benefit_not_found',
  'benefit_unavailable',
  'benefit_check_failed',
  'benefit_not_reservable',
  'benefit_line_invalid',
  'loyalty_contact_email_missing',
  // WhatsApp channel
  'whatsapp_not_configured',
  'whatsapp_key_invalid',
  'whatsapp_link_not_found',
  'whatsapp_link_used',
  'whatsapp_link_expired',
  // support chat
  'support_conversation_not_found',
  // Back office (staff accounts)
  'staff_session_required',
  'staff_forbidden',
  'staff_login_failed',
  'staff_login_locked',
  'staff_deactivated',
  'staff_totp_invalid',
  'staff_totp_step_invalid',
  'staff_email_taken',
  'staff_not_found',
  'staff_store_required',
  'staff_last_admin',
  // Back office (catalogue)
  'catalog_conflict',
  'catalog_product_not_found',
  'coupon_code_taken',
  'gift_card_not_found',
  'catalog_category_not_found',
  'picture_invalid',
  'banner_not_found',
  'loyalty_benefit_not_found',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** What a code means and the HTTP statuses it typically comes with (0: the request never got an answer). */
export interface ErrorCodeInfo {
  statuses: readonly number[];
  meaning: string;
}

export const errorCodeInfo: Record<ErrorCode, ErrorCodeInfo> = {
  validation_failed: {
    statuses: [400],
    meaning: 'A field is missing or invalid; `message` names the first one, `errors` lists them all.',
  },
  invalid_json: {
    statuses: [400],
    meaning: 'The body is not valid JSON, or is empty where JSON is expected.',
  },
  payload_too_large: { statuses: [413], meaning: 'The body is larger than the API accepts.' },
  unsupported_media_type: { statuses: [415], meaning: 'The body is not `application/json`.' },
  bad_request: { statuses: [400], meaning: 'Any other malformed request (URL, content length).' },
  not_authenticated: {
    statuses: [401],
    meaning:
      'No valid session: the access or refresh token is missing, expired or revoked, or the account is gone. The body also carries `responseCode: 401`; sign in again.',
  },
  csrf_rejected: {
    statuses: [403],
    meaning: 'A state-changing request with cookies did not echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.',
  },
  not_found: { statuses: [404], meaning: 'No such endpoint.' },
  rate_limited: { statuses: [429], meaning: 'Too many requests from this client in the time window.' },
  internal_error: { statuses: [500], meaning: 'An unexpected server error; the body carries no details.' },
  service_unavailable: { statuses: [503], meaning: 'The database (or the API as a whole) is unreachable.' },
  network_error: {
    statuses: [0],
    meaning: 'Client side only: the request never got an HTTP answer (offline, DNS, connection reset).',
  },
  payload_decryption_failed: {
    statuses: [401],
    meaning:
      'An `Encrypt: true` request whose body could not be decrypted (not `{ data }`, tampered, or under a day key the server does not serve now, named by `X-Encrypt-Day`). Nothing was done. The body carries `responseCode: 401`: fetch the day’s key again, then end the session.',
  },
  payload_encryption_off: {
    statuses: [400],
    meaning:
      'An `Encrypt: true` request to a server whose payload encryption is off (`PAYLOAD_ENCRYPTION=off`).',
  },

  geocoding_unavailable: { statuses: [503], meaning: 'The geocoding service did not answer.' },
  address_not_located: {
    statuses: [404, 422],
    meaning:
      'The typed address could not be found on the map (422 when saving an address); retry with coordinates or ask for another address.',
  },
  no_store_delivers: {
    statuses: [404, 422],
    meaning: 'The address was found but no store delivers there (422 when saving an address).',
  },
  location_not_found: { statuses: [404], meaning: 'No address was found for the given coordinates.' },
  cep_not_found: { statuses: [404], meaning: 'The CEP does not exist.' },
  address_not_found: {
    statuses: [404],
    meaning: "The saved address does not exist or is another customer's.",
  },
  addresses_limit_reached: {
    statuses: [422],
    meaning: 'The customer already has the most saved addresses allowed.',
  },

  brand_not_found: { statuses: [404], meaning: 'The brand (`marcaId`) does not exist.' },
  store_not_found: { statuses: [404], meaning: 'The store (`lojaId`) does not exist or is inactive.' },
  restaurant_not_found: { statuses: [404], meaning: 'The restaurant does not exist or is inactive.' },
  outside_delivery_area: { statuses: [422], meaning: 'The point is outside the store’s delivery area.' },

  cart_empty: { statuses: [422], meaning: 'The bag has no items.' },
  product_unavailable: {
    statuses: [422],
    meaning: 'A product of the bag is not on the menu or not available at this store.',
  },
  product_options_invalid: {
    statuses: [422],
    meaning:
      'A line’s options do not belong to its product or break a group’s rules; `errors` may list the groups.',
  },
  cart_covered: {
    statuses: [422],
    meaning: 'A gift card was added to a bag whose total is already zero.',
  },

  coupon_not_found: { statuses: [422], meaning: 'The coupon does not exist or is inactive.' },
  coupon_not_yet_valid: { statuses: [422], meaning: 'The coupon’s validity has not started.' },
  coupon_expired: { statuses: [422], meaning: 'The coupon’s validity has ended.' },
  coupon_store_mismatch: { statuses: [422], meaning: 'The coupon is not valid at this store.' },
  coupon_minimum_not_met: { statuses: [422], meaning: 'The bag is below the coupon’s minimum order.' },
  coupon_category_missing: {
    statuses: [422],
    meaning: 'The coupon needs an item of a category the bag does not have.',
  },
  coupon_product_missing: { statuses: [422], meaning: 'The coupon needs a product the bag does not have.' },
  coupon_sold_out: { statuses: [422], meaning: 'The coupon reached its total number of uses.' },
  coupon_usage_limit_reached: {
    statuses: [422],
    meaning: 'The customer used the coupon the most times allowed.',
  },
  coupon_members_only: {
    statuses: [422],
    meaning: 'A Shinguru benefit coupon (tipo beneficio) and the customer is not a member.',
  },
  coupon_benefit_missing: {
    statuses: [422],
    meaning: 'A Shinguru benefit coupon and the member holds no available wallet item of its benefit.',
  },
  coupon_first_order_only: { statuses: [422], meaning: 'The coupon is for a first order only.' },
  coupon_no_effect: { statuses: [422], meaning: 'The coupon would take nothing off this bag.' },

  gift_card_invalid: {
    statuses: [422],
    meaning: 'Unknown card number, wrong password, or a validation token that is unknown or expired.',
  },
  gift_card_blocked: { statuses: [422], meaning: 'The gift card is blocked.' },
  gift_card_expired: { statuses: [422], meaning: 'The gift card is past its expiry date.' },
  gift_card_zero_balance: { statuses: [422], meaning: 'The gift card has no balance left.' },
  gift_card_duplicate: { statuses: [422], meaning: 'The same gift card was added to the bag twice.' },
  gift_card_too_many_attempts: {
    statuses: [429],
    meaning: 'Too many wrong passwords for this card or from this client; try again later.',
  },
  gift_card_other_customer: {
    statuses: [403],
    meaning: "A gift-card validation token validated by another customer's account; validate the card again.",
  },

  login_failed: { statuses: [422], meaning: 'Wrong e-mail or password.' },
  login_locked: {
    statuses: [429],
    meaning: 'Too many failed logins for this e-mail; wait or reset the password.',
  },
  account_deactivated: {
    statuses: [403],
    meaning: 'The account is deactivated; logging in with an SMS code reactivates it.',
  },
  signup_expired: {
    statuses: [422],
    meaning: 'The sign-up ticket (the confirmed phone) expired or was spent; confirm the phone again.',
  },
  identifiers_taken: {
    statuses: [409],
    meaning: 'The phone, e-mail or CPF belongs to another account (never says which).',
  },
  verification_code_wrong: { statuses: [422], meaning: 'The one-time code is wrong.' },
  verification_code_expired: { statuses: [422], meaning: 'The one-time code expired or was already used.' },
  verification_code_exhausted: {
    statuses: [429],
    meaning: 'The one-time code was typed wrong too many times; ask for a new one.',
  },
  verification_codes_too_many: {
    statuses: [429],
    meaning: 'Too many codes were sent to this phone, e-mail or client in the last hour.',
  },
  email_already_verified: { statuses: [422], meaning: 'The e-mail is already confirmed.' },
  password_reset_expired: { statuses: [422], meaning: 'The password reset expired; start again.' },

  nothing_changed: { statuses: [422], meaning: 'The account update changes nothing.' },
  cpf_read_only: { statuses: [422], meaning: 'A CPF already on the account cannot be changed.' },

  reservations_not_offered: { statuses: [404], meaning: 'The store does not take table reservations.' },
  reservation_not_found: {
    statuses: [404],
    meaning: "The reservation does not exist or is another customer's.",
  },
  reservation_party_size: {
    statuses: [422],
    meaning: 'The party is smaller or larger than the store seats.',
  },
  reservation_date_unavailable: {
    statuses: [422],
    meaning: 'The date is invalid, past, beyond the booking window, or the store does not open that day.',
  },
  reservation_time_unavailable: {
    statuses: [422],
    meaning: 'The store offers no such slot that day, or it starts too soon to book.',
  },
  reservation_slot_full: {
    statuses: [409],
    meaning: 'The slot has no seats left, or fewer than the party needs.',
  },
  reservation_limit_reached: {
    statuses: [422],
    meaning: 'The customer already holds the most upcoming reservations allowed.',
  },
  reservation_already_cancelled: { statuses: [422], meaning: 'The reservation was already cancelled.' },
  reservation_not_cancellable: { statuses: [422], meaning: 'The reservation has already started or passed.' },

  card_not_found: {
    statuses: [404],
    meaning:
      "The saved card does not exist, is another customer's, or was saved with the other `metodo` (DELETE cartao / cartao_cielo).",
  },
  cards_limit_reached: { statuses: [422], meaning: 'The customer already has 5 saved cards (§9).' },
  card_method_unavailable: {
    statuses: [422],
    meaning:
      'No card gateway is configured for this `metodo` (mundipagg or braspag): cards cannot be saved with it now.',
  },
  card_unusable: {
    statuses: [422],
    meaning: 'The card is flagged `falha_transacao` 1: delete it and register it again (§4).',
  },
  payments_not_offered: {
    statuses: [404],
    meaning: 'The store exists but offers no payment option (no `pagamentos` in the catalogue).',
  },

  card_declined: { statuses: [422], meaning: 'The issuer refused the card; try another card.' },
  card_insufficient_funds: { statuses: [422], meaning: 'Refused for lack of balance or credit limit.' },
  card_expired: {
    statuses: [422],
    meaning: 'The card is expired; the saved card is flagged `falha_transacao` 1.',
  },
  card_blocked: { statuses: [422], meaning: 'The card is blocked by its issuer.' },
  card_canceled: {
    statuses: [422],
    meaning: 'The issuer cancelled the card; the saved card is flagged `falha_transacao` 1.',
  },
  card_invalid: {
    statuses: [422],
    meaning: 'The provider found the card data invalid (number, expiry, CVV).',
  },
  card_cvv_invalid: { statuses: [422], meaning: 'The provider refused the CVV.' },
  card_problem: { statuses: [422], meaning: 'The issuer reports a problem with the card.' },
  card_suspected_fraud: { statuses: [422], meaning: 'Refused by the issuer’s or the provider’s anti-fraud.' },
  card_not_supported: {
    statuses: [422],
    meaning: 'The card (brand or type) is not accepted for this payment.',
  },
  card_amount_invalid: { statuses: [422], meaning: 'The issuer did not accept the amount.' },
  card_issuer_unavailable: {
    statuses: [422],
    meaning: 'The issuer did not answer in time; try again shortly.',
  },
  card_processing_error: { statuses: [422], meaning: 'The provider could not process the card; try again.' },
  card_unavailable: {
    statuses: [422],
    meaning:
      'The provider no longer knows the card (§4 payment system update): it is flagged `falha_transacao` 1.',
  },
  payment_operation_not_allowed: {
    statuses: [422],
    meaning: 'The provider does not allow this operation now.',
  },

  payment_provider_unavailable: {
    statuses: [503],
    meaning: 'The payment provider could not be reached; nothing was sent to it. Try again.',
  },
  payment_provider_error: {
    statuses: [502],
    meaning: 'The payment provider failed (5xx). Try again shortly.',
  },
  payment_provider_invalid_answer: {
    statuses: [502],
    meaning: 'The payment provider answered something that cannot be read.',
  },
  payment_request_rejected: {
    statuses: [502],
    meaning: 'The payment provider rejected the request (credentials, a spent browser token, a reused key).',
  },

  idempotency_key_required: {
    statuses: [400],
    meaning:
      'A money-moving request came without a valid `Idempotency-Key` header (8–64 letters, digits, - or _).',
  },
  idempotency_key_reused: {
    statuses: [409],
    meaning: 'The `Idempotency-Key` was already used with another body. Use a new key for a new request.',
  },
  order_in_progress: {
    statuses: [409],
    meaning: 'The first request with this `Idempotency-Key` is still being processed. Repeat it shortly.',
  },
  order_not_found: { statuses: [404], meaning: 'No such order of this customer.' },
  store_closed: { statuses: [422], meaning: 'The store is closed now; nothing was placed.' },
  order_total_changed: {
    statuses: [409],
    meaning:
      'The total differs from the one the customer saw (prices, fee, coupon or gift-card balance changed). `data` carries the new bag; show it and ask again.',
  },
  payment_method_not_offered: {
    statuses: [422],
    meaning: 'The store does not accept this payment method (or brand) now.',
  },
  cash_change_too_low: { statuses: [422], meaning: 'The cash change-for amount is not above the total.' },
  pix_not_simulable: {
    statuses: [404, 409],
    meaning:
      'Simulating a Pix payment: not the sandbox, not a Pix order, or the charge can no longer be paid.',
  },
  order_transition_invalid: {
    statuses: [409],
    meaning:
      'The order cannot go from its current status to the one asked (transition table), or not by this actor.',
  },
  operator_key_invalid: {
    statuses: [401],
    meaning: 'The store team key (`X-Operator-Key`) is missing, unknown or revoked.',
  },
  donation_not_found: { statuses: [404], meaning: 'No such donation of this customer.' },
  loyalty_not_found: {
    statuses: [404],
    meaning: 'The loyalty programme named (`id_marca`) is not the brand’s.',
  },
  loyalty_not_member: { statuses: [422], meaning: 'The customer has not joined the Shinguru programme.' },
  loyalty_credit_not_found: {
    statuses: [409],
    meaning: 'Reversing points: the order earned no points (not completed, not a member, or none due).',
  },
  loyalty_store_disabled: {
    statuses: [422],
    meaning: 'The store does not take part in the Shinguru programme.',
  },
  benefit_not_found: { statuses: [404], meaning: 'No such wallet item of this customer.' },
  benefit_unavailable: {
    statuses: [422],
    meaning: 'The wallet item is reserved, used or expired: it cannot be reserved or spent now.',
  },
  benefit_check_failed: {
    statuses: [422],
    meaning: 'A stored benefit query no longer holds its item (released, expired, used or another version).',
  },
  benefit_not_reservable: {
    statuses: [422],
    meaning: 'A coupon benefit is used by typing its coupon in the bag, not reserved.',
  },
  benefit_line_invalid: {
    statuses: [422],
    meaning: 'A bag line for a product benefit asks for another product, more than one unit or paid extras.',
  },
  loyalty_contact_email_missing: {
    statuses: [422],
    meaning: 'Writing to the Shinguru team: the account has no e-mail for the answer.',
  },
  whatsapp_not_configured: {
    statuses: [503],
    meaning: 'The brand’s WhatsApp bot asked for a link, but no `WHATSAPP_BOT_API_KEY` is set.',
  },
  whatsapp_key_invalid: {
    statuses: [401],
    meaning: 'The WhatsApp bot’s `X-Api-Key` is missing or wrong.',
  },
  whatsapp_link_not_found: {
    statuses: [404],
    meaning: 'A `whatsapp/{uuid}` link that was never issued (or is malformed).',
  },
  whatsapp_link_used: {
    statuses: [410],
    meaning: 'A `whatsapp/{uuid}` link already opened once: each link is single use.',
  },
  whatsapp_link_expired: {
    statuses: [410],
    meaning: 'A `whatsapp/{uuid}` link past its validity (`WHATSAPP_LINK_MINUTES`).',
  },
  support_conversation_not_found: {
    statuses: [404],
    meaning: 'The store’s team opened or answered a chat with a customer who never wrote to that store.',
  },
  loyalty_credit_already_reversed: {
    statuses: [409],
    meaning: 'Reversing points: the order’s credit was already reversed.',
  },
  catalog_conflict: {
    statuses: [409],
    meaning:
      'Back office: a save named a version of the product someone else has changed since; nothing was saved — reload and apply the change again.',
  },
  coupon_code_taken: {
    statuses: [409],
    meaning: 'Back office: the brand already has a coupon with that code (codes are compared upper-cased).',
  },
  gift_card_not_found: {
    statuses: [404],
    meaning: 'Back office: the brand has no gift card with that id.',
  },
  catalog_category_not_found: {
    statuses: [404],
    meaning: 'Back office: no category with that id in the brand of the store acted on.',
  },
  loyalty_benefit_not_found: {
    statuses: [404],
    meaning: 'Back office: the brand has no Shinguru benefit with that id.',
  },
  picture_invalid: {
    statuses: [400],
    meaning:
      'Back office: the uploaded picture is not a readable JPEG, PNG or WebP, or is smaller than 240 × 240.',
  },
  banner_not_found: {
    statuses: [404],
    meaning: 'Back office: no banner with that id in the brand of the store acted on.',
  },
  catalog_product_not_found: {
    statuses: [404],
    meaning: 'Back office: no product with that code in the brand of the store acted on.',
  },
  staff_session_required: {
    statuses: [401],
    meaning:
      'A back-office route without a signed-in staff session (missing, expired, revoked or not past TOTP).',
  },
  staff_forbidden: {
    statuses: [403],
    meaning: 'The staff member’s role or stores do not allow this action (or this store).',
  },
  staff_login_failed: {
    statuses: [422],
    meaning:
      'Staff sign-in: unknown e-mail or wrong password (the same answer for both); or a wrong current password when changing it.',
  },
  staff_login_locked: {
    statuses: [429],
    meaning:
      'Staff sign-in: too many wrong passwords or codes for this account; `message` says how long to wait.',
  },
  staff_deactivated: {
    statuses: [403],
    meaning: 'Staff sign-in with the right password of a deactivated account.',
  },
  staff_totp_invalid: {
    statuses: [422],
    meaning: 'Wrong, expired or already used authenticator code, or an unknown or used recovery code.',
  },
  staff_totp_step_invalid: {
    statuses: [409],
    meaning:
      'A TOTP call out of order: enrolling when already enrolled, or confirming without a pending secret.',
  },
  staff_email_taken: { statuses: [409], meaning: 'Another staff account has this e-mail.' },
  staff_not_found: { statuses: [404], meaning: 'No such staff account.' },
  staff_store_required: {
    statuses: [400],
    meaning:
      'A store route (the order board) called with a staff session of several stores, or an admin’s, without `lojaId` (query) or `X-Loja-Id`.',
  },
  staff_last_admin: {
    statuses: [409],
    meaning: 'The change would leave the brand without an active admin.',
  },
  pix_notification_rejected: {
    statuses: [401],
    meaning: 'A Pix notification whose signature is missing, wrong or stale; nothing changed.',
  },
};

const known = new Set<string>(errorCodes);

/** Whether a value received from outside is one of the listed codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}
