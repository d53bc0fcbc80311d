import type { PaymentChoice, SavedCard } from '@comanda/domain';
import { type Check, literal, nullable, number, object, optional, string } from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';

const savedCard: Check<SavedCard> = object({
  id: number,
  tipo: literal('Crédito', 'Débito'),
  bandeira: string,
  final: string,
  apelido: optional(nullable(string)),
  metodo: optional(string),
  falha_transacao: optional(nullable(number)),
  doacao: optional(literal(true, false)),
});

/** §3 Payment method choice (domain `PaymentChoice`). */
const paymentChoice: Check<PaymentChoice> = object({
  tipo_forma: literal('no app', 'na entrega'),
  tipo_forma_pgto: literal('online', 'entrega', 'pix'),
  forma: nullable(literal('CREDIT', 'DEBIT', 'CASH', 'MEAL_VOUCHER')),
  label: string,
  bandeira: optional(string),
  nome: optional(string),
  cartao: optional(savedCard),
  valor: optional(number),
});

/**
 * `forma-pagamento` and `forma-pagamento-doacao` (§3 Local storage), owned by payments: the method chosen for the
 * order and for the donation. The checkout's payment choice and adicionar-pagamento write `forma-pagamento`; the
 * cards screen writes it when a card is picked. In a cash choice `valor` is the change asked for, in centavos
 * (0: none).
 */
export const paymentChoiceKey = defineStoredKey('forma-pagamento', paymentChoice);
export const donationPaymentChoiceKey = defineStoredKey('forma-pagamento-doacao', paymentChoice);
