import type { BrandsByForma, CardForma, StorePaymentsAdmin } from '@comanda/contract';
import { CARD_BRAND_FORMATS, type CardBrand } from '@comanda/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage, StaffApiError } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import { LOADING } from '../texts.ts';
import { useSubmission } from '../use-submission.ts';
import { type StorePaymentsChange, storePayments } from './store-calls.ts';

const FORMAS: ReadonlyArray<{ forma: CardForma; nome: string }> = [
  { forma: 'CREDIT', nome: 'Crédito' },
  { forma: 'DEBIT', nome: 'Débito' },
  { forma: 'MEAL_VOUCHER', nome: 'Vale-refeição' },
];
const PLACES = [
  { place: 'online', nome: 'No app' },
  { place: 'entrega', nome: 'Na entrega' },
] as const;
type Place = (typeof PLACES)[number]['place'];

/** The brands a `forma` lists: meal-voucher brands only under Vale-refeição, the others only under the rest. */
const brandsOf = (forma: CardForma) =>
  (Object.keys(CARD_BRAND_FORMATS) as CardBrand[]).filter(
    (brand) => CARD_BRAND_FORMATS[brand].mealVoucher === (forma === 'MEAL_VOUCHER'),
  );

const PROVIDERS: Record<string, string> = { braspag: 'Cielo (braspag)', mundipagg: 'Pagar.me (mundipagg)' };

const bodyOf = ({ online, entrega }: StorePaymentsAdmin): StorePaymentsChange => ({ online, entrega });

interface PaymentsEditorProps {
  lojaId: number;
  /** Only the brand's admin changes them; the store's manager sees them. */
  admin: boolean;
  onFailure: (error: unknown) => void;
}

/**
 * What the store accepts: per card `forma`, the brands taken in the app and on delivery (the card machine), Pix in
 * the app and cash on delivery. Customers see a change on their next request.
 */
export function PaymentsEditor({ lojaId, admin, onFailure }: PaymentsEditorProps) {
  const [saved, setSaved] = useState<StorePaymentsAdmin | null>(null);
  const [form, setForm] = useState<StorePaymentsChange | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission((failure) => {
    onFailure(failure);
    if (failure instanceof StaffApiError)
      setErrors(Object.fromEntries(failure.fields.map((f) => [f.campo.replace(/\.\d+$/, ''), f.mensagem])));
  });

  useEffect(() => {
    storePayments.get(lojaId).then(
      (data) => {
        setSaved(data);
        setForm(bodyOf(data));
      },
      (failure: unknown) => {
        onFailure(failure);
        setLoadError(failureMessage(failure));
      },
    );
  }, [lojaId, onFailure]);

  if (!saved || !form)
    return (
      <section className="bo-card" aria-labelledby="bo-payments-title">
        <h2 id="bo-payments-title" className="bo-card__title">
          Formas de pagamento
        </h2>
        {loadError ? <FormStatus error={loadError} /> : <p role="status">{LOADING}</p>}
      </section>
    );

  const braspag = saved.metodoPagamento === 'braspag';
  const cards = (place: Place): BrandsByForma => form[place].cartao;
  const toggle = (place: Place, forma: CardForma, brand: CardBrand, on: boolean) => {
    const list = cards(place)[forma].filter((b) => b !== brand);
    const cartao = { ...cards(place), [forma]: on ? [...list, brand] : list };
    setForm({ ...form, [place]: { ...form[place], cartao } });
    setDone(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form) return;
    setDone(null);
    setErrors({});
    void run(async () => {
      const data = await storePayments.save(lojaId, form);
      setSaved(data);
      setForm(bodyOf(data));
      setDone('Formas de pagamento salvas.');
    });
  }

  return (
    <form
      className="bo-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="bo-payments-title"
      aria-busy={busy}
    >
      <h2 id="bo-payments-title" className="bo-card__title">
        Formas de pagamento
      </h2>
      <p className="bo-muted">
        Cartões no app cobrados pela {PROVIDERS[saved.metodoPagamento] ?? saved.metodoPagamento}. Os clientes
        veem a mudança no próximo acesso; uma forma desmarcada deixa de ser aceita nos próximos pedidos.
      </p>
      {!admin && <p className="bo-muted">Só a administração da marca muda as formas de pagamento da loja.</p>}
      {FORMAS.map(({ forma, nome }) =>
        PLACES.map(({ place, nome: where }) => {
          const listed = cards(place)[forma];
          const closed = braspag && place === 'online' && forma === 'MEAL_VOUCHER';
          const fieldError = errors[`${place}.cartao.${forma}`] ?? errors[`${place}.cartao`];
          return (
            <fieldset key={`${forma}-${place}`} className="bo-radios" disabled={!admin}>
              <legend className="bo-group__title">
                {nome} — {where.toLowerCase()}
              </legend>
              {closed && <p className="bo-field__hint">A Cielo (braspag) não aceita vale-refeição no app.</p>}
              {brandsOf(forma).map((brand) => (
                <label key={brand}>
                  <input
                    type="checkbox"
                    checked={listed.includes(brand)}
                    disabled={!admin || (closed && !listed.includes(brand))}
                    onChange={(event) => toggle(place, forma, brand, event.target.checked)}
                  />
                  <span>{brand}</span>
                </label>
              ))}
              {fieldError && (
                <p className="op-field__error" role="alert">
                  {fieldError}
                </p>
              )}
            </fieldset>
          );
        }),
      )}
      <fieldset className="bo-radios" disabled={!admin}>
        <legend className="bo-group__title">Pix e dinheiro</legend>
        <label className="bo-switch">
          <input
            type="checkbox"
            checked={form.online.pix}
            disabled={!admin}
            onChange={(event) => setForm({ ...form, online: { ...form.online, pix: event.target.checked } })}
          />
          <span>Pix no app</span>
        </label>
        <label className="bo-switch">
          <input
            type="checkbox"
            checked={form.entrega.dinheiro}
            disabled={!admin}
            onChange={(event) =>
              setForm({ ...form, entrega: { ...form.entrega, dinheiro: event.target.checked } })
            }
          />
          <span>Dinheiro na entrega</span>
        </label>
        {(errors['online.pix'] ?? errors['entrega.dinheiro']) && (
          <p className="op-field__error" role="alert">
            {errors['online.pix'] ?? errors['entrega.dinheiro']}
          </p>
        )}
      </fieldset>
      <FormStatus error={error} done={done} />
      {admin && (
        <div className="bo-actions">
          <button className="op-button op-button--primary" type="submit" disabled={busy}>
            Salvar formas de pagamento
          </button>
          <button
            className="op-button op-button--secondary"
            type="button"
            disabled={busy}
            onClick={() => {
              setForm(bodyOf(saved));
              setErrors({});
              setDone(null);
            }}
          >
            Desfazer alterações
          </button>
        </div>
      )}
    </form>
  );
}
