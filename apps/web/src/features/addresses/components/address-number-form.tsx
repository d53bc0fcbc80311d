import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { type DeliveryAddress, NO_NUMBER, placeLine } from '../address-rules.ts';
import { NO_NUMBER_LABEL, NUMBER_LABEL } from '../address-texts.ts';
import { ADDRESS_NUMBER_TITLE } from '../address-titles.ts';
import { numberStepSchema } from '../number-step-form.ts';

/** modal-endereco-numero: the number the located address lacks, or NO_NUMBER_LABEL (shown as s/n). */
export function AddressNumberForm({
  address,
  onDone,
}: {
  address: DeliveryAddress;
  onDone: (numero: string) => void;
}) {
  const form = useZodForm(numberStepSchema, { numero: '' });
  return (
    <form
      className="form-stack address-number"
      noValidate
      aria-label={ADDRESS_NUMBER_TITLE}
      onSubmit={form.handleSubmit(({ numero }) => onDone(numero.trim()))}
    >
      <p className="address-number__street">
        <strong>{address.logradouro}</strong>
        <br />
        {placeLine(address)}
      </p>
      <FormTextField
        control={form.control}
        name="numero"
        label={NUMBER_LABEL}
        marker="*"
        inputMode="numeric"
        maxLength={20}
        autoFocus
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--block">
          Continuar
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => onDone(NO_NUMBER)}>
          {NO_NUMBER_LABEL}
        </button>
      </div>
    </form>
  );
}
