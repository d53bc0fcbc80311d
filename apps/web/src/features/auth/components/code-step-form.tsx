import { VERIFICATION_CODE_LENGTH } from '@comanda/domain';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { verificationCodeSchema } from '../verification-code-form.ts';
import { CodeInput } from './code-input.tsx';
import { ResendCode } from './resend-code.tsx';

interface CodeStepFormProps {
  busy: boolean;
  /** Sends a well-formed code; called on submit and as soon as all six digits are there. */
  onSubmit: (codigo: string) => void;
  submitLabel: string;
  /** Epoch ms when a code may be sent again; a new value means a new code was sent, so the field is cleared. */
  resendAt: number | undefined;
  resending: boolean;
  onResend: () => void;
}

/** The code step shared by phone login, e-mail confirmation and password reset: code, submit, resend. */
export function CodeStepForm(props: CodeStepFormProps) {
  const { busy, onSubmit, resendAt } = props;
  const form = useZodForm(verificationCodeSchema, { codigo: '' });
  const { field, fieldState } = useController({ control: form.control, name: 'codigo' });
  const submit = form.handleSubmit(({ codigo }) => onSubmit(codigo));
  const sentAt = useRef(resendAt);

  useEffect(() => {
    if (sentAt.current === resendAt) return;
    sentAt.current = resendAt;
    form.reset({ codigo: '' });
  }, [resendAt, form]);

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <CodeInput
        ref={field.ref}
        value={field.value}
        error={fieldState.error?.message}
        onBlur={field.onBlur}
        onValueChange={(value) => {
          field.onChange(value);
          if (value.length === VERIFICATION_CODE_LENGTH && !busy) void submit();
        }}
      />
      <SubmitButton busy={busy}>{props.submitLabel}</SubmitButton>
      <ResendCode resendAt={resendAt} busy={props.resending} onResend={props.onResend} />
    </form>
  );
}
