import type { CouponAdmin } from '@comanda/contract';
import type { FormEvent } from 'react';
import { coupons } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { useSubmission } from '../use-submission.ts';

const dateOrNull = (value: FormDataEntryValue | null) => (value ? String(value) : null);
const limitOrNull = (value: FormDataEntryValue | null) => (value ? Number(value) : null);

/** A coupon's text, validity and limits changed after creation (empty: none); its type and value stay. */
export function CouponEditor({
  lojaId,
  coupon,
  onSaved,
  onFailure,
}: {
  lojaId: number;
  coupon: CouponAdmin;
  onSaved: (coupon: CouponAdmin) => void;
  onFailure: (error: unknown) => void;
}) {
  const { busy, error, run } = useSubmission(onFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await run(async () => {
      onSaved(
        await coupons.update(lojaId, coupon.id, {
          descricao: String(data.get('descricao') ?? '').trim(),
          validoDe: dateOrNull(data.get('validoDe')),
          validoAte: dateOrNull(data.get('validoAte')),
          limiteTotal: limitOrNull(data.get('limiteTotal')),
          limitePorCliente: limitOrNull(data.get('limitePorCliente')),
        }),
      );
    });
  }

  return (
    <form
      className="bo-form bo-editor"
      onSubmit={submit}
      noValidate
      aria-label={`Editar o cupom ${coupon.codigo}`}
    >
      <Field label="Descrição" name="descricao" defaultValue={coupon.descricao} required maxLength={200} />
      <Field label="Válido de" name="validoDe" type="date" defaultValue={coupon.validoDe ?? ''} />
      <Field label="Válido até" name="validoAte" type="date" defaultValue={coupon.validoAte ?? ''} />
      <Field
        label="Limite de usos (total)"
        name="limiteTotal"
        type="number"
        min={1}
        defaultValue={coupon.limiteTotal ?? ''}
        hint={`Usado ${coupon.usos} ${coupon.usos === 1 ? 'vez' : 'vezes'}.`}
      />
      <Field
        label="Limite por cliente"
        name="limitePorCliente"
        type="number"
        min={1}
        defaultValue={coupon.limitePorCliente ?? ''}
      />
      <FormStatus error={error} />
      <button className="op-button op-button--primary" type="submit" disabled={busy}>
        {busy ? 'Salvando…' : 'Salvar cupom'}
      </button>
    </form>
  );
}
