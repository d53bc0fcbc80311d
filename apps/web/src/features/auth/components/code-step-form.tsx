import { VERIFICATION_CODE_LENGTH } from '@comanda/domain';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { CodeInput } from './code-input.tsx';
import { ResendCode } from './resend-code.tsx';

interface CodeStepFormProps {
  codigo: string;
  onCodigoChange: (codigo: string) => void;
  error: string | null;
  busy: boolean;
  /** Checks and sends the code; called on submit and as soon as all six digits are there. */
  onSubmit: (codigo: string) => void;
  submitLabel: string;
  resendAt: number | undefined;
  resending: boolean;
  onResend: () => void;
}

/** The code step shared by phone login, e-mail confirmation and password reset: code, submit, resend. */
export function CodeStepForm(props: CodeStepFormProps) {
  const { codigo, busy, onSubmit } = props;
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(codigo);
      }}
    >
      <CodeInput
        value={codigo}
        error={props.error}
        onValueChange={(value) => {
          props.onCodigoChange(value);
          if (value.length === VERIFICATION_CODE_LENGTH && !busy) onSubmit(value);
        }}
      />
      <SubmitButton busy={busy}>{props.submitLabel}</SubmitButton>
      <ResendCode resendAt={props.resendAt} busy={props.resending} onResend={props.onResend} />
    </form>
  );
}
