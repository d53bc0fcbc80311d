import { requiredFieldMessage } from '@comanda/domain';
import { useState } from 'react';
import { TextField } from '../../../ui/form/text-field.tsx';
import { type DeliveryAddress, NO_NUMBER, placeLine } from '../address-rules.ts';

/** modal-endereco-numero: the number the located address lacks, or 'Sem número' (shown as s/n). */
export function AddressNumberForm({
  address,
  onDone,
}: {
  address: DeliveryAddress;
  onDone: (numero: string) => void;
}) {
  const [numero, setNumero] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="form-stack address-number"
      noValidate
      aria-label="Número do endereço"
      onSubmit={(event) => {
        event.preventDefault();
        if (numero.trim() === '') setError(requiredFieldMessage('número'));
        else onDone(numero.trim());
      }}
    >
      <p className="address-number__street">
        <strong>{address.logradouro}</strong>
        <br />
        {placeLine(address)}
      </p>
      <TextField
        label="Número"
        marker="*"
        inputMode="numeric"
        maxLength={20}
        autoFocus
        value={numero}
        error={error}
        onValueChange={(value) => {
          setNumero(value);
          setError(null);
        }}
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
