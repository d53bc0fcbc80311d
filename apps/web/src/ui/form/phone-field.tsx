import { maskPhone } from '@comanda/domain';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PhoneFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'
> & { label?: string };

/** The mobile number field (§5): 'Celular*', the phone keyboard, masked '(00) 00000-0000' while typing. */
export function PhoneField({ label = 'Celular', marker = '*', onValueChange, ...field }: PhoneFieldProps) {
  return (
    <TextField
      {...field}
      label={label}
      marker={marker}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(00) 00000-0000"
      maxLength={15}
      onValueChange={(value) => onValueChange(maskPhone(value))}
    />
  );
}
