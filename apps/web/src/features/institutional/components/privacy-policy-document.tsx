import { brand } from '../../../config/brand.ts';
import { PRIVACY_POLICY_TITLE } from '../../../lib/texts.ts';
import './institutional-document.css';

/** The privacy policy text; shown as a page on mobile and inside a modal on desktop. */
export function PrivacyPolicyDocument() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling document must be reachable to scroll by keyboard
    <article className="institutional-document" aria-label={PRIVACY_POLICY_TITLE} tabIndex={0}>
      <p className="institutional-document__lead">
        Esta política explica quais dados a {brand.name} trata quando você usa nosso site e aplicativo, por
        que fazemos isso e como você pode exercer seus direitos previstos na Lei Geral de Proteção de Dados
        (LGPD).
      </p>

      <h2>1. Dados que tratamos</h2>
      <ul>
        <li>Dados de cadastro: nome, celular, e-mail, data de nascimento e, se você informar, CPF.</li>
        <li>Endereços de entrega e, com sua permissão, a localização atual do aparelho.</li>
        <li>Pedidos, reservas, doações, cupons e gift cards.</li>
        <li>
          Formas de pagamento: guardamos apenas o apelido, a bandeira e os quatro últimos dígitos do cartão.
          Os dados completos ficam com o processador de pagamentos.
        </li>
      </ul>

      <h2>2. Para que usamos</h2>
      <ul>
        <li>Preparar e entregar seus pedidos e atender você quando precisar.</li>
        <li>Prevenir fraudes e manter sua conta segura.</li>
        <li>
          Enviar novidades e promoções, somente se você autorizar. Você pode desligar isso a qualquer momento.
        </li>
      </ul>

      <h2>3. Cookies e armazenamento no aparelho</h2>
      <p>
        Utilizamos apenas cookies estritamente necessários: eles mantêm sua sessão, protegem os formulários
        contra envios falsificados e lembram sua sacola, seu endereço e sua escolha sobre este aviso. Não
        usamos cookies de publicidade.
      </p>

      <h2>4. Compartilhamento</h2>
      <p>
        Compartilhamos somente o necessário com o restaurante que prepara o pedido, com o entregador e com os
        processadores de pagamento. Nunca vendemos seus dados.
      </p>

      <h2>5. Seus direitos</h2>
      <p>
        Você pode consultar e corrigir seus dados, e desativar ou excluir sua conta (com todos os seus dados
        pessoais) em Perfil &gt; Minha conta. Para outras solicitações, fale com a gente pelo telefone de
        qualquer restaurante, em Restaurantes.
      </p>

      <h2>6. Por quanto tempo guardamos</h2>
      <p>
        Mantemos os dados enquanto sua conta estiver ativa e, depois disso, apenas pelo prazo exigido pela
        legislação fiscal e de defesa do consumidor.
      </p>
    </article>
  );
}
