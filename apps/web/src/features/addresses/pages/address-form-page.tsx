import { maskCep } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { addressFormSchema, addressFromForm, formFromAddress } from '../address-form.ts';
import { type DeliveryAddress, replaceAddress } from '../address-rules.ts';
import { clearDraft, readLocalAddresses, useDraft, writeLocalAddresses } from '../address-storage.ts';
import { NO_NUMBER_LABEL, NUMBER_LABEL } from '../address-texts.ts';
import { EDIT_ADDRESS_TITLE, NEW_ADDRESS_TITLE } from '../address-titles.ts';
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
  const form = useZodForm(addressFormSchema, formFromAddress(base));
  const [saving, runSave] = useAction();
  const { busy, choose, noDelivery, dismissNoDelivery } = useChooseAddress();
  const [semNumero, apelido] = form.watch(['semNumero', 'apelido']);

  const submit = form.handleSubmit((values) => {
    const address = addressFromForm(base, values);
    if (mode === 'new') {
      void choose(address);
      return;
    }
    return runSave(async () => {
      if (user && address.id !== undefined) {
        await saveAddress(address);
        await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      } else writeLocalAddresses(replaceAddress(readLocalAddresses(), address));
      clearDraft();
      toast.success('Endereço atualizado.');
      router.push('/tabs/meus-enderecos', 'back', 'replace');
    });
  });

  const title = mode === 'new' ? NEW_ADDRESS_TITLE : EDIT_ADDRESS_TITLE;
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
      <form className="form-stack address-form" noValidate aria-label="Dados do endereço" onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="cep"
          mask={maskCep}
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
        />
        <FormTextField
          control={form.control}
          name="logradouro"
          label="Logradouro"
          marker="*"
          autoComplete="address-line1"
          maxLength={200}
        />
        <div className="address-form__row">
          <FormTextField
            control={form.control}
            name="numero"
            label={NUMBER_LABEL}
            marker={semNumero ? undefined : '*'}
            inputMode="numeric"
            maxLength={20}
            disabled={semNumero}
            placeholder={semNumero ? 's/n' : ''}
          />
          <label className="address-check">
            <input
              type="checkbox"
              {...form.register('semNumero', {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (!event.target.checked) return;
                  form.setValue('numero', '');
                  form.clearErrors('numero');
                },
              })}
            />
            <span>{NO_NUMBER_LABEL}</span>
          </label>
        </div>
        <FormTextField
          control={form.control}
          name="complemento"
          label="Complemento"
          placeholder="Apto, bloco, casa"
          maxLength={100}
        />
        <FormTextField control={form.control} name="bairro" label="Bairro" marker="*" maxLength={120} />
        <div className="address-form__row address-form__row--city">
          <FormTextField
            control={form.control}
            name="cidade"
            label="Cidade"
            marker="*"
            autoComplete="address-level2"
            maxLength={120}
          />
          <FormTextField
            control={form.control}
            name="estado"
            label="Estado"
            marker="*"
            autoComplete="address-level1"
            maxLength={2}
          />
        </div>
        <FormTextField
          control={form.control}
          name="ponto_referencia"
          label="Ponto de referência"
          maxLength={200}
        />
        <fieldset className="address-nickname">
          <legend className="field__label">Apelido</legend>
          <div className="address-nickname__chips">
            {NICKNAMES.map((name) => (
              <button
                key={name}
                type="button"
                className="address-chip"
                aria-pressed={apelido === name}
                onClick={() => form.setValue('apelido', apelido === name ? '' : name, { shouldDirty: true })}
              >
                {name}
              </button>
            ))}
          </div>
          <FormTextField
            control={form.control}
            name="apelido"
            label="Outro apelido"
            placeholder="Ex.: Casa da mãe"
            maxLength={40}
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
