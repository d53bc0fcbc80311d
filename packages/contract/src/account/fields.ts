import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  requiredFieldMessage,
  sanitizePersonName,
  type ValidationMessage,
  validateBirthDate,
  validateCpf,
  validateEmail,
  validateMobilePhone,
  validatePassword,
  validateVerificationCode,
} from '@comanda/domain';
import { z } from 'zod';

/**
 * A string that, when missing, says 'O campo {label} é obrigatório!'; other problems keep the generic pt-BR
 * messages ('… é inválido.', '… é longo demais.').
 */
export const requiredString = (label: string) =>
  z.string({
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? requiredFieldMessage(label) : undefined,
  });

/**
 * A text field checked by a `@comanda/domain` validator: empty gives 'O campo {label} é obrigatório!', anything
 * else the validator's own message. `maxLength` only guards against absurd input before the rule runs.
 */
export function ruledField(label: string, maxLength: number, rule: (value: string) => ValidationMessage) {
  return requiredString(label)
    .max(maxLength)
    .superRefine((value, ctx) => {
      const message = value.trim() === '' ? requiredFieldMessage(label) : rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** Like `ruledField`, but blank (absent, null or '') is accepted; anything typed must pass the rule. */
export function optionalRuledField(maxLength: number, rule: (value: string) => ValidationMessage) {
  return z
    .string()
    .max(maxLength)
    .nullish()
    .superRefine((value, ctx) => {
      const message = value && value.trim() !== '' ? rule(value) : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** Person name (§5): required after stripping everything but letters, spaces and apostrophes. */
export const personNameField = ruledField('nome', 120, () => null).superRefine((value, ctx) => {
  if (value.trim() !== '' && sanitizePersonName(value).trim() === '')
    ctx.addIssue({ code: 'custom', message: requiredFieldMessage('nome') });
});

/** Brazilian mobile number (§5), masked '(61) 99999-9999' or 11 digits. */
export const mobilePhoneField = ruledField('celular', 20, validateMobilePhone);

/** E-mail (§5). */
export const emailField = ruledField('e-mail', EMAIL_MAX_LENGTH + 10, validateEmail);

/** CPF (§5), masked or 11 digits, check digits verified. */
export const cpfField = ruledField('CPF', 20, validateCpf);

/** An optional CPF: blank, or a valid CPF. */
export const optionalCpfField = optionalRuledField(20, validateCpf);

/** Password (§5): 5–30 characters with upper case, lower case and a digit. */
export const passwordField = ruledField('senha', PASSWORD_MAX_LENGTH * 4, validatePassword);

/** Birth date 'dd/mm/yyyy' (§5), age 16–100 today. */
export const birthDateField = ruledField('data de nascimento', 10, (value) =>
  validateBirthDate(value, new Date()),
);

/** An optional birth date: blank, or 'dd/mm/yyyy' for an age of 16–100. */
export const optionalBirthDateField = optionalRuledField(10, (value) => validateBirthDate(value, new Date()));

/** A one-time code: six digits. */
export const verificationCodeField = ruledField('código', 10, validateVerificationCode);

/** The `jwt` the spec's payloads carry: accepted and ignored, the bearer token is the identity. */
export const ignoredJwt = z.string().max(4096).optional();
