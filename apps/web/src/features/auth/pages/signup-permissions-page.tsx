import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { brand } from '../../../config/brand.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { SwitchField } from '../../../ui/form/switch-field.tsx';
import { signUp } from '../api/sign-up.ts';
import { MARKETING_PUSH_LABEL } from '../auth-texts.ts';
import { PERMISSIONS_TITLE } from '../auth-titles.ts';
import { readFlow, updateFlow } from '../flow-state.ts';
import { useCompleteLogin } from '../hooks.ts';

type Channel = 'notificacoesMarketingPush' | 'notificacoesMarketingEmail' | 'notificacoesMarketingSms';

const CHANNELS: readonly { key: Channel; label: string }[] = [
  { key: 'notificacoesMarketingPush', label: MARKETING_PUSH_LABEL },
  { key: 'notificacoesMarketingEmail', label: 'E-mail' },
  { key: 'notificacoesMarketingSms', label: 'SMS' },
];

/** cadastro-permissoes: marketing consent per channel, all off until the customer turns one on. */
export function SignupPermissionsPage() {
  const completeLogin = useCompleteLogin();
  const router = useIonRouter();
  const [flow] = useState(readFlow);
  const [consents, setConsents] = useState<Record<Channel, boolean>>({
    notificacoesMarketingPush: false,
    notificacoesMarketingEmail: false,
    notificacoesMarketingSms: false,
  });
  const [busy, run] = useAction();
  const { signup, signupTicket, celular } = flow;
  if (!signup || !signupTicket || !celular) return <Navigate to="/cadastro-dados" replace />;

  return (
    <FormScreen
      title={PERMISSIONS_TITLE}
      backTo="/cadastro-dados"
      heading="Quer receber nossas novidades?"
      intro={
        <p>
          Escolha por onde quer receber novidades e promoções. Avisos sobre seus pedidos chegam sempre, e você
          pode mudar isso quando quiser em Configurar notificações.
        </p>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const session = await signUp({
              ticket: signupTicket,
              nome: signup.nome,
              celular,
              email: signup.email,
              ...(signup.dataNascimento ? { dataNascimento: signup.dataNascimento } : {}),
              ...(signup.cpf ? { cpf: signup.cpf } : {}),
              ...(signup.senha ? { senha: signup.senha } : {}),
              ...consents,
            }).catch((error: unknown) => {
              // A refused sign-up spends the confirmed number's ticket: the form is kept, the number has to be
              // confirmed again (or the person logs in to the account that already exists).
              if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
                updateFlow({ signupTicket: undefined });
                router.push('/login', 'root', 'replace');
              }
              throw error;
            });
            completeLogin(session);
            toast.success(`Cadastro concluído! Boas-vindas ao ${brand.name}.`);
          });
        }}
      >
        <div className="consent-list">
          {CHANNELS.map((channel) => (
            <SwitchField
              key={channel.key}
              label={channel.label}
              checked={consents[channel.key]}
              onToggle={() =>
                setConsents((current) => ({ ...current, [channel.key]: !current[channel.key] }))
              }
            />
          ))}
        </div>
        <SubmitButton busy={busy}>Concluir cadastro</SubmitButton>
      </form>
    </FormScreen>
  );
}
