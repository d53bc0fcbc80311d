import { ruledField } from '@comanda/contract';
import { MESSAGES, maskCep, requiredFieldMessage, validateCep } from '@comanda/domain';
import { z } from 'zod';
import { type FormErrors, formErrors, ruleCheck, unlessBlank } from '../../ui/form/form-schema.ts';
import { NO_NUMBER } from './address-line.ts';
import type { DeliveryAddress } from './address-rules.ts';

const required = (label: string, maxLength: number) => ruledField(label, maxLength, () => null);

/**
 * cadastro-endereco / editar-endereco-dados (§5): a typed CEP must be complete ('CEP inválido!' under 9
 * characters); street, neighbourhood, city and state are required as the API requires them; a number unless
 * 'Sem número' is ticked.
 */
export const addressFormSchema = z
  .object({
    cep: z
      .string()
      .superRefine(
        ruleCheck(unlessBlank((cep) => (cep.trim().length < 9 ? MESSAGES.cep : validateCep(cep)))),
      ),
    logradouro: required('logradouro', 200),
    numero: z.string(),
    semNumero: z.boolean(),
    complemento: z.string(),
    bairro: required('bairro', 120),
    cidade: required('cidade', 120),
    estado: required('estado', 2),
    ponto_referencia: z.string(),
    apelido: z.string(),
  })
  .superRefine(({ numero, semNumero }, ctx) => {
    if (!semNumero && numero.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['numero'], message: requiredFieldMessage('número') });
  });

/** The address form's fields as typed. */
export type AddressFormValues = z.input<typeof addressFormSchema>;

export type AddressFormErrors = FormErrors<AddressFormValues>;

/** The address form's messages for these values. */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  return formErrors(addressFormSchema, values);
}

export function formFromAddress(address: DeliveryAddress | undefined): AddressFormValues {
  const numero = address?.numero ?? '';
  return {
    cep: maskCep(address?.cep ?? ''),
    logradouro: address?.logradouro ?? '',
    numero: numero === NO_NUMBER ? '' : numero,
    semNumero: numero === NO_NUMBER,
    complemento: address?.complemento ?? '',
    bairro: address?.bairro ?? '',
    cidade: address?.cidade ?? '',
    estado: address?.estado ?? '',
    ponto_referencia: address?.ponto_referencia ?? '',
    apelido: address?.apelido ?? '',
  };
}

const nullable = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values applied to the address being built or edited. */
export function addressFromForm(
  base: DeliveryAddress | undefined,
  values: AddressFormValues,
): DeliveryAddress {
  return {
    ...(base ?? {}),
    apelido: nullable(values.apelido),
    logradouro: values.logradouro.trim(),
    numero: values.semNumero ? NO_NUMBER : values.numero.trim(),
    complemento: nullable(values.complemento),
    bairro: values.bairro.trim(),
    cidade: values.cidade.trim(),
    estado: values.estado.trim().toUpperCase(),
    cep: nullable(values.cep),
    ponto_referencia: nullable(values.ponto_referencia),
  };
}
