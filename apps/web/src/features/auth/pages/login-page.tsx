import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { brand } from '../../../config/brand.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { LOGIN_EMAIL_TITLE, LOGIN_PHONE_TITLE } from '../auth-titles.ts';
import { rememberReturnPath } from '../flow-state.ts';
import '../../../ui/button.css';
import '../components/auth.css';

/** login: the two ways in. New customers start with their phone number. */
export function LoginPage() {
  const router = useIonRouter();
  const lastPathname = router.routeInfo.lastPathname;
  useEffect(() => rememberReturnPath(lastPathname), [lastPathname]);
  return (
    <FormScreen
      title="Entrar"
      backTo="/tabs/cardapio"
      heading={`Boas-vindas ao ${brand.name}!`}
      intro={<p>Entre para pedir, acompanhar seus pedidos e salvar endereços e cartões.</p>}
    >
      <ul className="choice-list">
        <li>
          <AppLink to="/login-telefone" className="btn btn--block btn--primary">
            {LOGIN_PHONE_TITLE}
          </AppLink>
        </li>
        <li>
          <AppLink to="/login-email" className="btn btn--block btn--outline">
            {LOGIN_EMAIL_TITLE}
          </AppLink>
        </li>
      </ul>
      <p className="form-note login-note">
        Primeira vez por aqui? Entre com seu celular: enviamos um código por SMS e você faz o cadastro em
        poucos passos.
      </p>
    </FormScreen>
  );
}
