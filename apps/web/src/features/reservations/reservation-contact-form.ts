import { mobilePhoneField, ruledField } from '@comanda/contract';
import { z } from 'zod';
import { type FormErrors, formErrors } from '../../ui/form/form-schema.ts';

/** The name and phone the restaurant calls: both required; the phone a Brazilian mobile (§5), as on the wire. */
export const reservationContactSchema = z.object({
  nome: ruledField('nome', 120, () => null),
  celular: mobilePhoneField,
});

export type ContactErrors = FormErrors<z.input<typeof reservationContactSchema>>;

/** The contact fields' messages for these values. */
export function validateContact(nome: string, celular: string): ContactErrors {
  return formErrors(reservationContactSchema, { nome, celular });
}
