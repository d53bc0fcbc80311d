import { detectCardBrand } from '@comanda/domain';
import { useController, useWatch } from 'react-hook-form';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import {
  CARD_FIELD_MAX_LENGTH,
  CARD_TYPES,
  cardFormSchema,
  cardInputFilters,
  cvvLength,
  EMPTY_CARD_FORM,
} from '../card-form.ts';
import { useAddCard } from '../hooks/use-add-card.ts';
import './cards.css';

const schema = cardFormSchema();

/**
 * §2 Add card, as a page or in a modal: the §3 card form with §5's masks and messages, and the card's type.
 * Saving shows a spinner on the button; `onSaved` runs after the success toast, `onCancel` adds 'Cancelar'.
 */
export function AddCardForm({
  donation = false,
  onSaved,
  onCancel,
}: {
  donation?: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const form = useZodForm(schema, EMPTY_CARD_FORM);
  const { busy, submit } = useAddCard({ donation, onSaved });
  const numero = useWatch({ control: form.control, name: 'numero' });
  const brand = detectCardBrand(numero);
  const tipo = useController({ control: form.control, name: 'tipo' });
  const { control } = form;

  return (
    <form
      className="form-stack card-form"
      noValidate
      onSubmit={form.handleSubmit((values) => submit(values))}
    >
      <FormTextField
        control={control}
        name="apelido"
        label="Apelido do cartão"
        placeholder="Ex.: Cartão pessoal"
        maxLength={CARD_FIELD_MAX_LENGTH.apelido}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="numero"
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={CARD_FIELD_MAX_LENGTH.numero}
        mask={cardInputFilters.numero}
        hint={
          brand ? (
            <span className="card-form__brand">
              <BrandMark brand={brand} decorative className="card-form__brand-mark" />
              {brand}
            </span>
          ) : undefined
        }
      />
      <div className="card-form__row">
        <FormTextField
          control={control}
          name="validade"
          label="Validade"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={CARD_FIELD_MAX_LENGTH.validade}
          mask={cardInputFilters.validade}
        />
        <FormTextField
          control={control}
          name="cvv"
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={'0'.repeat(cvvLength(numero))}
          maxLength={cvvLength(numero)}
          mask={cardInputFilters.cvv}
        />
      </div>
      <FormTextField
        control={control}
        name="titular"
        label="Nome do titular"
        autoComplete="cc-name"
        placeholder="Como está impresso no cartão"
        maxLength={CARD_FIELD_MAX_LENGTH.titular}
        mask={cardInputFilters.titular}
      />
      <FormTextField
        control={control}
        name="cpf"
        label="CPF do titular"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={CARD_FIELD_MAX_LENGTH.cpf}
        mask={cardInputFilters.cpf}
      />
      <fieldset className="card-form__types">
        <legend className="field__label">Tipo do cartão</legend>
        <div className="card-form__type-options">
          {CARD_TYPES.map((type) => (
            <label key={type} className="card-form__type">
              <input
                type="radio"
                name={tipo.field.name}
                value={type}
                checked={tipo.field.value === type}
                onChange={() => tipo.field.onChange(type)}
              />
              <span>{type}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="form-note">
        O número e o CVV do cartão não ficam guardados: seguem apenas para a operadora de pagamento.
      </p>
      <div className="form-actions">
        <SubmitButton busy={busy}>Cadastrar cartão</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}
