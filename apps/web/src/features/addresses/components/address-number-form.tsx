import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { type DeliveryAddress, NO_NUMBER, placeLine } from '../address-rules.ts';
import { numberStepSchema } from '../number-step-form.ts';

/** modal-endereco-numero: the number the located address lacks, or 'Sem número' (shown as s/n). */
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
      aria-label="Número do endereço"
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
        label="Número"
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
          Sem número
        </button>
      </div>
    </form>
  );
}
