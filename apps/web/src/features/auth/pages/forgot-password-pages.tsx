import { validateEmail, validatePassword, validateVerificationCode } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { checkPasswordCode, requestPasswordCode, resetPassword } from '../api/password-reset.ts';
import { CodeStepForm } from '../components/code-step-form.tsx';
import { readFlow, updateFlow } from '../flow-state.ts';
import { resendTime } from '../hooks.ts';

const TITLE = 'Esqueci minha senha';
/** Not in the spec: the confirmation field of the new password. */
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não conferem.';
export const PASSWORD_RULE_HINT = 'De 5 a 30 caracteres, com letra maiúscula, letra minúscula e número.';

/** esqueci-senha-um: the account's e-mail. */
export function ForgotPasswordStepOne() {
  const router = useIonRouter();
  const [email, setEmail] = useState(() => readFlow().resetEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  return (
    <FormScreen
      title={TITLE}
      backTo="/login-email"
      heading="Vamos recuperar sua senha"
      intro={
        <p>Informe o e-mail da sua conta. Se ele estiver cadastrado, enviaremos um código de 6 dígitos.</p>
      }
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const message = validateEmail(email);
          setError(message);
          if (message) return;
          void run(async () => {
            const sent = await requestPasswordCode(email);
            updateFlow({ resetEmail: email, destino: sent.destino, resendAt: resendTime(sent.reenviar_em) });
            router.push('/esqueci-senha-dois', 'forward', 'push');
          });
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={error}
          onValueChange={(value) => setEmail(value.trim())}
        />
        <SubmitButton busy={busy}>Enviar código</SubmitButton>
      </form>
    </FormScreen>
  );
}

/** esqueci-senha-dois: the code sent to that e-mail, exchanged for a reset ticket. */
export function ForgotPasswordStepTwo() {
  const router = useIonRouter();
  const [flow, setFlow] = useState(readFlow);
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const [resending, runResend] = useAction();
  const email = flow.resetEmail;
  if (!email) return <Navigate to="/esqueci-senha-um" replace />;

  const submit = (code: string) => {
    const message = validateVerificationCode(code);
    setError(message);
    if (message) return;
    void run(async () => {
      const { ticket } = await checkPasswordCode(email, code);
      updateFlow({ resetTicket: ticket });
      router.push('/esqueci-senha-tres', 'forward', 'push');
    });
  };

  return (
    <FormScreen
      title={TITLE}
      backTo="/esqueci-senha-um"
      heading="Digite o código"
      intro={
        <p>
          Se {flow.destino ?? email} tiver uma conta, o código chegará em instantes. Confira também o spam.
        </p>
      }
    >
      <CodeStepForm
        codigo={codigo}
        onCodigoChange={setCodigo}
        error={error}
        busy={busy}
        onSubmit={submit}
        submitLabel="Continuar"
        resendAt={flow.resendAt}
        resending={resending}
        onResend={() =>
          void runResend(async () => {
            const sent = await requestPasswordCode(email);
            setFlow(updateFlow({ destino: sent.destino, resendAt: resendTime(sent.reenviar_em) }));
            setCodigo('');
          })
        }
      />
    </FormScreen>
  );
}

export function validateNewPassword(
  senha: string,
  confirmacao: string,
): { senha?: string; confirmacao?: string } {
  const rule = validatePassword(senha);
  if (rule) return { senha: rule };
  return senha === confirmacao ? {} : { confirmacao: PASSWORD_MISMATCH_MESSAGE };
}

/** esqueci-senha-tres: the new password, under the §5 rule. */
export function ForgotPasswordStepThree() {
  const router = useIonRouter();
  const [flow] = useState(readFlow);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [errors, setErrors] = useState<{ senha?: string; confirmacao?: string }>({});
  const [busy, run] = useAction();
  const { resetEmail, resetTicket } = flow;
  if (!resetEmail || !resetTicket) return <Navigate to="/esqueci-senha-um" replace />;

  return (
    <FormScreen title={TITLE} backTo="/esqueci-senha-dois" heading="Crie uma nova senha">
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateNewPassword(senha, confirmacao);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          void run(async () => {
            await resetPassword(resetEmail, resetTicket, senha);
            updateFlow({ resetTicket: undefined, resetEmail: undefined });
            router.push('/esqueci-senha-quatro', 'forward', 'replace');
          });
        }}
      >
        <TextField
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          maxLength={30}
          hint={PASSWORD_RULE_HINT}
          value={senha}
          error={errors.senha}
          onValueChange={setSenha}
        />
        <TextField
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
          maxLength={30}
          value={confirmacao}
          error={errors.confirmacao}
          onValueChange={setConfirmacao}
        />
        <SubmitButton busy={busy}>Salvar nova senha</SubmitButton>
      </form>
    </FormScreen>
  );
}

/** esqueci-senha-quatro: done. */
export function ForgotPasswordStepFour() {
  const user = useCurrentUser();
  return (
    <FormScreen
      title={TITLE}
      backTo="/tabs/cardapio"
      heading="Senha alterada!"
      intro={<p>Pronto: sua nova senha já está valendo.</p>}
    >
      <div className="form-actions">
        {user ? (
          <AppLink to="/tabs/cardapio" className="btn btn--block btn--primary">
            Voltar ao cardápio
          </AppLink>
        ) : (
          <AppLink to="/login-email" className="btn btn--block btn--primary">
            Entrar com e-mail
          </AppLink>
        )}
      </div>
    </FormScreen>
  );
}
