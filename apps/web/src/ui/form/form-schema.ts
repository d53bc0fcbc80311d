import { fallbackIssueMessage } from '@comanda/contract';
import type { ValidationMessage } from '@comanda/domain';
import type { z } from 'zod';

/** Where the contract's fallback messages name the field ('O campo {campo} é longo demais.'). */
const FIELD_PLACEHOLDER = '{campo}';

/** How a form names its fields in messages that carry '{campo}', by field path. */
export type FieldLabels = Readonly<Record<string, string>>;

/** A form's schema: whatever it parses, its input is the form's field values. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Per field path, the first message; empty when the values pass. */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Parse options of every form: the contract's pt-BR fallback messages for what a rule does not word itself. */
export const FORM_PARSE_OPTIONS = { error: fallbackIssueMessage } as const;

/** Names the field in a message with '{campo}', as the API does: the form's label for it, else its path. */
export function fieldMessage(
  message: string,
  path: readonly PropertyKey[],
  labels: FieldLabels = {},
): string {
  if (!message.includes(FIELD_PLACEHOLDER)) return message;
  const key = path.map(String).join('.');
  return message.replaceAll(FIELD_PLACEHOLDER, labels[key] ?? (key || 'formulário'));
}

/** A `superRefine` step reporting a `@comanda/domain` validator's message; blank values are checked too. */
export function ruleCheck(rule: (value: string) => ValidationMessage) {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** An optional field's rule: blank passes, anything typed must pass `rule`. */
export function unlessBlank(rule: (value: string) => ValidationMessage) {
  return (value: string): ValidationMessage => (value.trim() === '' ? null : rule(value));
}

/**
 * The messages a form would show for `values`, synchronously: what the schema tests and the validators kept
 * for callers outside a form read.
 */
export function formErrors<Schema extends FormSchema>(
  schema: Schema,
  values: z.input<Schema>,
  labels: FieldLabels = {},
): FormErrors<z.input<Schema>> {
  const result = schema.safeParse(values, FORM_PARSE_OPTIONS);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= fieldMessage(issue.message, issue.path, labels);
  }
  return errors as FormErrors<z.input<Schema>>;
}
