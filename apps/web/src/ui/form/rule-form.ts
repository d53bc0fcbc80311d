import type { ValidationMessage } from '@comanda/domain';
import type { FormErrors } from './form-schema.ts';

/**
 * A form's checks without zod: per field, the `@comanda/domain` validator that words its message. For the forms
 * in the product-and-bag chunk (ADR 0101 "First load", ADR 0140), which zod and react-hook-form stay out of.
 */
export type FormRules<Values> = {
  readonly [Field in keyof Values]?: (value: Values[Field], values: Values) => ValidationMessage;
};

/** The message `field`'s rule gives for `values`, or null. */
export function fieldRuleError<Values>(
  rules: FormRules<Values>,
  field: keyof Values,
  values: Values,
): ValidationMessage {
  return rules[field]?.(values[field], values) ?? null;
}

/** Per field, the message its rule gives for `values`; empty when they pass. */
export function ruleErrors<Values extends object>(
  rules: FormRules<Values>,
  values: Values,
): FormErrors<Values> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const field of Object.keys(rules) as (keyof Values)[]) {
    const message = fieldRuleError(rules, field, values);
    if (message) errors[field] = message;
  }
  return errors as FormErrors<Values>;
}
