import { type BoundTextField, TextField } from '../../../ui/form/text-field.tsx';

/** A gift card's number and password fields, bound by the form that holds them. */
export function GiftCardFields({ numero, senha }: { numero: BoundTextField; senha: BoundTextField }) {
  return (
    <div className="gift-card__fields">
      <TextField
        {...numero}
        label="Número do Gift Card"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0000 0000 0000 0000"
      />
      <TextField {...senha} label="Senha" type="password" autoComplete="off" hint="Mínimo de 6 caracteres" />
    </div>
  );
}
