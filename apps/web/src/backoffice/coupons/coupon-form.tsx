import type { CouponAdmin } from '@comanda/contract';
import { maskMoney, parseBRL } from '@comanda/domain';
import { type FormEvent, useState } from 'react';
import { coupons } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { useSubmission } from '../use-submission.ts';

const MONEY_MASK = { thousands: '.' } as const;

const optionalInt = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined);
const optionalText = (value: FormDataEntryValue | null) => (value ? String(value) : undefined);

/** A new coupon of the brand (fixed amount or percentage), checked by the API as the catalogue file's coupons are. */
export function CouponForm({
  lojaId,
  onCreated,
  onFailure,
}: {
  lojaId: number;
  onCreated: (coupon: CouponAdmin) => void;
  onFailure: (error: unknown) => void;
}) {
  const [tipo, setTipo] = useState<'fixo' | 'porcentagem'>('fixo');
  const [amount, setAmount] = useState('');
  const [minimum, setMinimum] = useState('');
  const { busy, error, setError, run } = useSubmission(onFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const valor = tipo === 'fixo' ? parseBRL(amount) : Number(amount);
    if (valor === null || !Number.isInteger(valor) || valor <= 0) {
      setError(
        tipo === 'fixo' ? 'Informe o valor do desconto em reais.' : 'Informe a porcentagem (1 a 100).',
      );
      return;
    }
    const body = {
      codigo: String(data.get('codigo') ?? '').trim(),
      descricao: String(data.get('descricao') ?? '').trim(),
      tipo,
      valor,
      valorMinimo: parseBRL(minimum) ?? 0,
      validoDe: optionalText(data.get('validoDe')),
      validoAte: optionalText(data.get('validoAte')),
      limiteTotal: optionalInt(data.get('limiteTotal')),
      limitePorCliente: optionalInt(data.get('limitePorCliente')),
      primeiroPedido: data.get('primeiroPedido') === 'on',
    };
    await run(async () => {
      onCreated(await coupons.create(lojaId, body));
    });
  }

  return (
    <form className="bo-card bo-form" onSubmit={submit} noValidate aria-label="Novo cupom">
      <Field label="Código" name="codigo" required autoCapitalize="characters" maxLength={40} />
      <Field label="Descrição" name="descricao" required maxLength={200} />
      <fieldset className="bo-radios">
        <legend className="op-field__label">Tipo de desconto</legend>
        <label>
          <input type="radio" checked={tipo === 'fixo'} onChange={() => setTipo('fixo')} /> Valor fixo
        </label>
        <label>
          <input type="radio" checked={tipo === 'porcentagem'} onChange={() => setTipo('porcentagem')} />{' '}
          Porcentagem
        </label>
      </fieldset>
      <Field
        label={tipo === 'fixo' ? 'Desconto (R$)' : 'Desconto (%)'}
        inputMode="numeric"
        value={amount}
        onChange={(event) =>
          setAmount(
            tipo === 'fixo'
              ? maskMoney(event.target.value, MONEY_MASK)
              : event.target.value.replace(/\D/g, ''),
          )
        }
      />
      <Field
        label="Pedido mínimo (R$)"
        inputMode="numeric"
        value={minimum}
        onChange={(event) => setMinimum(maskMoney(event.target.value, MONEY_MASK))}
      />
      <Field label="Válido de" name="validoDe" type="date" />
      <Field label="Válido até" name="validoAte" type="date" />
      <Field label="Limite de usos (total)" name="limiteTotal" type="number" min={1} />
      <Field label="Limite por cliente" name="limitePorCliente" type="number" min={1} />
      <label className="bo-switch">
        <input type="checkbox" name="primeiroPedido" /> <span>Só no primeiro pedido</span>
      </label>
      <FormStatus error={error} />
      <button className="op-button op-button--primary" type="submit" disabled={busy}>
        {busy ? 'Criando…' : 'Criar cupom'}
      </button>
    </form>
  );
}
