import { useRef, useState } from 'react';
import type { FormErrors } from './form-schema.ts';
import { type FormRules, fieldRuleError, ruleErrors } from './rule-form.ts';
import type { BoundTextField } from './text-field.tsx';

/** Every field a text field. */
type TextValues<Values> = { [Field in keyof Values]: string };

export interface RuleForm<Values extends TextValues<Values>> {
  values: Values;
  errors: FormErrors<Values>;
  /** Binds a `TextField` to `name`; `mask` applies to every change. */
  field(name: keyof Values & string, options?: { mask?: (value: string) => string }): BoundTextField;
  /** Checks every rule: on success calls `onValid` with the values, else shows the messages and focuses the first. */
  handleSubmit(onValid: (values: Values) => void): (event?: { preventDefault(): void }) => void;
  /** Back to the first values, without messages. */
  reset(): void;
  setFocus(name: keyof Values & string): void;
}

/**
 * `useZodForm`'s behaviour for text fields checked by `FormRules` (ADR 0101): validate on submit, then again as each
 * field changes; focus the first invalid field, in the order of `initialValues`.
 */
export function useRuleForm<Values extends TextValues<Values>>(
  rules: FormRules<Values>,
  initialValues: Values,
): RuleForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const setFocus = (name: keyof Values & string) => inputs.current.get(name)?.focus();

  const field: RuleForm<Values>['field'] = (name, { mask } = {}) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onValueChange: (typed) => {
      const next = { ...values, [name]: mask ? mask(typed) : typed };
      setValues(next);
      if (!submitted) return;
      const message = fieldRuleError(rules, name, next);
      setErrors((current) => ({ ...current, [name]: message ?? undefined }));
    },
  });

  const handleSubmit: RuleForm<Values>['handleSubmit'] = (onValid) => (event) => {
    event?.preventDefault();
    const found = ruleErrors(rules, values);
    setErrors(found);
    setSubmitted(true);
    const first = (Object.keys(initialValues) as (keyof Values & string)[]).find((name) => found[name]);
    if (first) setFocus(first);
    else onValid(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, field, handleSubmit, reset, setFocus };
}
