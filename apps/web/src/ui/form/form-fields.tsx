import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PhoneField, type PhoneFieldProps } from './phone-field.tsx';
import { type BoundTextField, TextField, type TextFieldProps } from './text-field.tsx';

/** A field bound to a `useZodForm` form by name: value, message and focus come from the form. */
export interface BoundField<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
}

type Unbound<Props> = Omit<Props, 'value' | 'onValueChange' | 'error' | 'name' | 'ref'>;

/** A `TextField`'s value, message, focus and change handler bound to a form field; `mask` applies to every change. */
export function useBoundTextField<Values extends FieldValues, Parsed>({
  control,
  name,
  mask,
}: BoundField<Values, Parsed> & { mask?: ((value: string) => string) | undefined }): BoundTextField & {
  onBlur: () => void;
} {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value ?? '') as string,
    error: fieldState.error?.message,
    onBlur: field.onBlur,
    onValueChange: (value: string) => field.onChange(mask ? mask(value) : value),
  };
}

export type FormTextFieldProps<Values extends FieldValues, Parsed> = Unbound<TextFieldProps> &
  BoundField<Values, Parsed> & {
    /** Applied to every change, e.g. a §5 mask or the name filter. */
    mask?: (value: string) => string;
  };

/** `TextField` bound to a form field. */
export function FormTextField<Values extends FieldValues, Parsed>({
  control,
  name,
  mask,
  onBlur,
  ...props
}: FormTextFieldProps<Values, Parsed>) {
  const bound = useBoundTextField({ control, name, mask });
  return (
    <TextField
      {...props}
      {...bound}
      onBlur={(event) => {
        bound.onBlur();
        onBlur?.(event);
      }}
    />
  );
}

/** `PhoneField` (masked '(00) 00000-0000' while typing) bound to a form field. */
export function FormPhoneField<Values extends FieldValues, Parsed>({
  control,
  name,
  ...props
}: Unbound<PhoneFieldProps> & BoundField<Values, Parsed>) {
  const bound = useBoundTextField({ control, name });
  return <PhoneField {...props} {...bound} />;
}
