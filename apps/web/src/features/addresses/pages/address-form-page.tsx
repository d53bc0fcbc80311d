import { maskCep } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import {
  type AddressFormErrors,
  type AddressFormValues,
  addressFromForm,
  type DeliveryAddress,
  formFromAddress,
  replaceAddress,
  validateAddressForm,
} from '../address-rules.ts';
import { clearDraft, readLocalAddresses, useDraft, writeLocalAddresses } from '../address-storage.ts';
import { SAVED_ADDRESSES_KEY, saveAddress } from '../api/saved-addresses.ts';
import { NoDelivery } from '../components/no-delivery.tsx';
import { useChooseAddress } from '../hooks/use-choose-address.ts';
import '../components/addresses.css';

const NICKNAMES = ['Casa', 'Trabalho'] as const;

/**
 * cadastro-endereco (a new address, filled from the CEP, the search or the map; saving it makes it current) and
 * editar-endereco-dados (a saved one, kept under `editar-endereco`).
 */
function AddressFormPage({ mode, base }: { mode: 'new' | 'edit'; base: DeliveryAddress | undefined }) {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [values, setValues] = useState<AddressFormValues>(() => formFromAddress(base));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [saving, runSave] = useAction();
  const { busy, choose, noDelivery, dismissNoDelivery } = useChooseAddress();

  const set = <K extends keyof AddressFormValues>(name: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const field = (name: Exclude<keyof AddressFormValues, 'semNumero'>) => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => set(name, name === 'cep' ? maskCep(value) : value),
  });

  const submit = () => {
    const found = validateAddressForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const address = addressFromForm(base, values);
    if (mode === 'new') {
      void choose(address);
      return;
    }
    void runSave(async () => {
      if (user && address.id !== undefined) {
        await saveAddress(address);
        await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      } else writeLocalAddresses(replaceAddress(readLocalAddresses(), address));
      clearDraft();
      toast.success('Endereço atualizado.');
      router.push('/tabs/meus-enderecos', 'back', 'replace');
    });
  };

  const title = mode === 'new' ? 'Cadastrar endereço' : 'Editar endereço';
  if (noDelivery)
    return (
      <FormScreen title={title} backTo="/buscar-endereco">
        <NoDelivery
          address={noDelivery}
          onTryAnother={() => {
            dismissNoDelivery();
            router.push('/buscar-endereco', 'back');
          }}
          onMenu={() => router.push('/tabs/cardapio', 'root', 'replace')}
        />
      </FormScreen>
    );

  if (mode === 'edit' && !base)
    return (
      <FormScreen title={title} backTo="/tabs/meus-enderecos">
        <p className="address-empty">
          Nenhum endereço em edição.{' '}
          <AppLink to="/tabs/meus-enderecos" className="form-link">
            Ver meus endereços
          </AppLink>
        </p>
      </FormScreen>
    );

  return (
    <FormScreen
      title={title}
      backTo={mode === 'new' ? '/buscar-endereco' : '/tabs/meus-enderecos'}
      intro={
        <p>
          {mode === 'new'
            ? 'Confira os dados e complete o número e o complemento.'
            : 'Altere os dados do endereço e salve.'}
        </p>
      }
    >
      <form
        className="form-stack address-form"
        noValidate
        aria-label="Dados do endereço"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          {...field('cep')}
        />
        <TextField
          label="Logradouro"
          marker="*"
          autoComplete="address-line1"
          maxLength={200}
          {...field('logradouro')}
        />
        <div className="address-form__row">
          <TextField
            label="Número"
            marker={values.semNumero ? undefined : '*'}
            inputMode="numeric"
            maxLength={20}
            disabled={values.semNumero}
            placeholder={values.semNumero ? 's/n' : ''}
            {...field('numero')}
          />
          <label className="address-check">
            <input
              type="checkbox"
              checked={values.semNumero}
              onChange={(event) => {
                set('semNumero', event.target.checked);
                if (event.target.checked) set('numero', '');
              }}
            />
            <span>Sem número</span>
          </label>
        </div>
        <TextField
          label="Complemento"
          placeholder="Apto, bloco, casa"
          maxLength={100}
          {...field('complemento')}
        />
        <TextField label="Bairro" marker="*" maxLength={120} {...field('bairro')} />
        <div className="address-form__row address-form__row--city">
          <TextField
            label="Cidade"
            marker="*"
            autoComplete="address-level2"
            maxLength={120}
            {...field('cidade')}
          />
          <TextField
            label="Estado"
            marker="*"
            autoComplete="address-level1"
            maxLength={2}
            {...field('estado')}
          />
        </div>
        <TextField label="Ponto de referência" maxLength={200} {...field('ponto_referencia')} />
        <fieldset className="address-nickname">
          <legend className="field__label">Apelido</legend>
          <div className="address-nickname__chips">
            {NICKNAMES.map((name) => (
              <button
                key={name}
                type="button"
                className="address-chip"
                aria-pressed={values.apelido === name}
                onClick={() => set('apelido', values.apelido === name ? '' : name)}
              >
                {name}
              </button>
            ))}
          </div>
          <TextField
            label="Outro apelido"
            placeholder="Ex.: Casa da mãe"
            maxLength={40}
            {...field('apelido')}
          />
        </fieldset>
        <SubmitButton busy={saving || busy}>
          {mode === 'new' ? 'Salvar endereço' : 'Salvar alterações'}
        </SubmitButton>
      </form>
    </FormScreen>
  );
}

/** Ionic keeps visited pages mounted: a new draft (another CEP, the number step) starts the form afresh. */
function useDraftKey(): [DeliveryAddress | undefined, string] {
  const draft = useDraft();
  return [draft, JSON.stringify(draft ?? null)];
}

export function NewAddressPage() {
  const [draft, key] = useDraftKey();
  return <AddressFormPage key={key} mode="new" base={draft} />;
}

export function EditAddressPage() {
  const [draft, key] = useDraftKey();
  return <AddressFormPage key={key} mode="edit" base={draft} />;
}
