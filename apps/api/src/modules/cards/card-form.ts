import type { CardFormBody } from '@comanda/contract';
import { CARD_FORM_LABELS, type CardFormField, parseCardExpiry, validateCardForm } from '@comanda/domain';
import type { CardSource, CardType } from '../../providers/payments/index.ts';

/** The card form checked by §5's rules, ready for the gateway; the number and CVV live only inside `source`. */
export interface CheckedCardForm {
  source: CardSource;
  apelido: string;
  cpf: string;
  doacao: boolean;
}

export type CardFormCheck =
  | { ok: true; form: CheckedCardForm }
  | { ok: false; errors: Array<{ campo: CardFormField; mensagem: string }> };

const FIELD_ORDER = Object.keys(CARD_FORM_LABELS) as CardFormField[];

const typeOf = (tipo: CardFormBody['tipo']): CardType => (tipo === 'Débito' ? 'debit' : 'credit');

/**
 * Checks the §3 card form with the domain's §5 rules at `now` (every field required, validade not expired, CPF
 * check digits, the brand's length and Luhn, the CVV's length). With a browser token (`token_cartao`, accepted only
 * when the gateway tokenizes in the browser) the number and the CVV are not sent and not checked here: the provider
 * holds them. Messages come in the form's field order.
 */
export function checkCardForm(body: CardFormBody, now: Date, acceptsToken: boolean): CardFormCheck {
  const byToken = acceptsToken && body.token_cartao !== undefined;
  const result = validateCardForm(
    {
      apelido: body.apelido,
      numero: byToken ? '' : body.numero,
      validade: body.validade,
      cvv: byToken ? '' : body.cvv,
      titular: body.titular,
      cpf: body.cpf,
    },
    now,
  );
  const skipped = new Set<CardFormField>(byToken ? ['numero', 'cvv'] : []);
  const errors = result.ok
    ? []
    : FIELD_ORDER.flatMap((campo) => {
        const mensagem = result.errors[campo];
        return mensagem && !skipped.has(campo) ? [{ campo, mensagem }] : [];
      });
  if (errors.length > 0) return { ok: false, errors };

  const apelido = body.apelido.trim();
  const titular = body.titular.trim().toLocaleUpperCase('pt-BR');
  const cpf = body.cpf.replace(/\D/g, '');
  const type = typeOf(body.tipo);
  if (byToken)
    return {
      ok: true,
      form: { source: { kind: 'token', token: body.token_cartao!, type }, apelido, cpf, doacao: body.doacao },
    };
  if (!result.ok) throw new Error('card form without errors did not validate');
  const expiry = parseCardExpiry(result.values.validade)!;
  return {
    ok: true,
    form: {
      source: {
        kind: 'card',
        number: result.values.numero,
        holderName: titular,
        holderCpf: cpf,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvv: result.values.cvv,
        type,
      },
      apelido,
      cpf,
      doacao: body.doacao,
    },
  };
}
