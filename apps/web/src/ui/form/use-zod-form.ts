import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type FieldLabels, FORM_PARSE_OPTIONS, type FormSchema, fieldMessage } from './form-schema.ts';

/** The form a schema drives: typed fields as typed, the parsed values on submit. */
export type ZodForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

export interface ZodFormOptions<Schema extends FormSchema>
  extends Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> {
  /** How messages with '{campo}' name each field; the field's path otherwise. */
  labels?: FieldLabels;
}

function nameFields<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  labels: FieldLabels | undefined,
) {
  const visit = (node: unknown, path: string[]): void => {
    if (!node || typeof node !== 'object') return;
    const error = node as { message?: unknown };
    if (typeof error.message === 'string') error.message = fieldMessage(error.message, path, labels);
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref' && key !== 'message' && key !== 'type') visit(child, [...path, key]);
  };
  visit(errors, []);
  return errors;
}

/**
 * react-hook-form driven by a zod schema: validates on submit, then again as each field changes; focuses the
 * first invalid field; names fields in the contract's fallback messages the way the API does ('{campo}').
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  defaultValues: z.input<Schema>,
  { labels, ...options }: ZodFormOptions<Schema> = {},
): ZodForm<Schema> {
  const resolver = useMemo(() => {
    const parse = zodResolver(schema, FORM_PARSE_OPTIONS);
    const named: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, settings) => {
      const result = await parse(values, context, settings);
      return { ...result, errors: nameFields(result.errors, labels) } as Awaited<ReturnType<typeof parse>>;
    };
    return named;
  }, [schema, labels]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    defaultValues: defaultValues as DefaultValues<z.input<Schema>>,
    resolver,
  });
}
