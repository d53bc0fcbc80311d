import { DONATION_AMOUNTS, formatBRL, maskMoney } from '@comanda/domain';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import {
  type DonationAmountValues,
  donationAmountSchema,
  NO_DONATION_AMOUNT,
} from '../donation-amount-form.ts';
import { DONATION_TITLE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { DonationFrame } from './donation-frame.tsx';

/** Up to R$ 9.999,99: enough digits to type past the largest donation and be told so. */
const MAX_DIGITS = 6;

export function maskDonation(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? `R$ ${maskMoney(digits, { thousands: '.' })}` : '';
}

export interface DonationAmountScreenProps {
  pedidoId: number | null;
  onClose: () => void;
}

/** §2 modal-doacao: one of the offered amounts or 'Outro valor' (money mask), checked by the domain's rule. */
export function DonationAmountScreen({ pedidoId, onClose }: DonationAmountScreenProps) {
  const nav = useDonationNavigation();
  const form = useZodForm(donationAmountSchema, NO_DONATION_AMOUNT);
  const choice = form.watch('escolha');
  const formError = form.formState.errors.escolha?.message;

  const choose = (escolha: DonationAmountValues['escolha']) => {
    form.clearErrors();
    form.setValue('escolha', escolha);
  };

  return (
    <DonationFrame title={DONATION_TITLE} onClose={onClose}>
      <form
        className="donation__form"
        noValidate
        onSubmit={form.handleSubmit(({ valor }) => nav.openPayment(valor, pedidoId))}
      >
        <fieldset className="donation__amounts">
          <legend className="donation__title">Quanto você quer doar?</legend>
          <div className="donation__chips">
            {DONATION_AMOUNTS.map((valor) => (
              <button
                key={valor}
                type="button"
                className="donation__chip"
                aria-pressed={choice === valor}
                onClick={() => choose(valor)}
              >
                {formatBRL(valor)}
              </button>
            ))}
            <button
              type="button"
              className="donation__chip"
              aria-pressed={choice === 'outro'}
              onClick={() => choose('outro')}
            >
              Outro valor
            </button>
          </div>
        </fieldset>
        {choice === 'outro' && (
          <FormTextField
            control={form.control}
            name="outro"
            label="Valor da doação"
            mask={maskDonation}
            inputMode="numeric"
            autoComplete="off"
            placeholder="R$ 0,00"
          />
        )}
        {choice !== 'outro' && formError && (
          <p className="donation__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block">
          Continuar
        </button>
      </form>
    </DonationFrame>
  );
}
