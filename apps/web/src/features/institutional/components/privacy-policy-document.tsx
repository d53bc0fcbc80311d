import { brand } from '../../../config/brand.ts';
import { legal } from '../../../config/legal.ts';
import { PRIVACY_POLICY_TITLE } from '../../../lib/texts.ts';
import { CookiesSection } from './cookies-section.tsx';
import { LegalDocument } from './legal-document.tsx';

/** The privacy policy (LGPD): shown as a page on mobile and inside a modal on desktop. */
export function PrivacyPolicyDocument() {
  return (
    <LegalDocument title={PRIVACY_POLICY_TITLE}>
      <p className="institutional-document__lead">
        Esta política explica quais dados pessoais a {brand.name} trata quando você usa nosso site e
        aplicativo, por que fazemos isso, com quem compartilhamos e como você pode exercer seus direitos
        previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).
      </p>

      <h2>1. Quem é o responsável pelos seus dados</h2>
      <p>
        O controlador dos dados é a {legal.company}, com sede em {legal.address}. O nosso encarregado de
        proteção de dados atende pelo e-mail <a href={`mailto:${legal.privacyEmail}`}>{legal.privacyEmail}</a>
        .
      </p>

      <h2>2. Dados que tratamos</h2>
      <ul>
        <li>Cadastro: nome, celular, e-mail, data de nascimento e, se você informar, CPF.</li>
        <li>
          Endereços de entrega e, somente com sua permissão, a localização atual do aparelho, usada para achar
          o restaurante mais próximo.
        </li>
        <li>Pedidos, reservas de mesa, doações, cupons e gift cards que você usa.</li>
        <li>
          Pagamentos: do cartão guardamos apenas o apelido, a bandeira e os quatro últimos dígitos. O número
          completo e o código de segurança vão direto para o processador de pagamentos e nunca ficam conosco.
        </li>
        <li>
          Programa {brand.loyaltyName}, se você participar: pontos, nível, extrato, benefícios e as mensagens
          que você enviar para a equipe do clube.
        </li>
        <li>
          Atendimento: as mensagens que você troca com o restaurante pelo Fale conosco do app, e o pedido a
          que elas se referem.
        </li>
        <li>
          Notificações: as mensagens que enviamos a você e, se você permitir, o identificador do aparelho para
          notificações push.
        </li>
        <li>
          Dados técnicos: endereço IP, data e hora de acesso e informações do navegador, usados para segurança
          e para limitar tentativas abusivas.
        </li>
      </ul>

      <h2>3. Para que usamos e com qual base legal</h2>
      <ul>
        <li>
          Criar sua conta, preparar, cobrar e entregar seus pedidos, reservar mesas e atender você: execução
          do contrato (art. 7º, V, da LGPD).
        </li>
        <li>
          Emitir documentos fiscais, incluir o CPF na nota quando você pedir e guardar registros exigidos por
          lei: cumprimento de obrigação legal (art. 7º, II).
        </li>
        <li>
          Prevenir fraudes, proteger sua conta e manter o serviço funcionando: legítimo interesse (art. 7º,
          IX).
        </li>
        <li>
          Pontos e benefícios do {brand.loyaltyName}: execução do contrato, conforme os termos do programa que
          você aceita ao entrar.
        </li>
        <li>
          Novidades e promoções por push, e-mail ou SMS, e o uso da localização do aparelho: somente com o seu
          consentimento (art. 7º, I), que você pode retirar a qualquer momento em Perfil &gt; Configurar
          notificações ou nas permissões do aparelho.
        </li>
        <li>Defender nossos direitos em processos: exercício regular de direitos (art. 7º, VI).</li>
      </ul>

      <CookiesSection />

      <h2>5. Com quem compartilhamos</h2>
      <ul>
        <li>Com o restaurante que prepara o seu pedido e com quem faz a entrega.</li>
        <li>
          Com os processadores de pagamento (como Pagar.me e Cielo) e com a instituição que gera o Pix, para
          cobrar os seus pedidos.
        </li>
        <li>
          Com os provedores de e-mail e SMS que entregam os códigos de acesso e os avisos sobre seus pedidos,
          e com os serviços de notificação do seu navegador ou aparelho.
        </li>
        <li>
          Com os serviços de mapas e de busca de CEP que localizam o seu endereço: eles recebem o endereço
          buscado e o IP do aparelho.
        </li>
        <li>Com autoridades públicas, quando a lei ou uma ordem judicial exigir.</li>
      </ul>
      <p>Nunca vendemos seus dados.</p>

      <h2>6. Por quanto tempo guardamos</h2>
      <ul>
        <li>
          Dados da conta e conversas do Fale conosco: enquanto ela estiver ativa; saem com a exclusão da
          conta.
        </li>
        <li>
          Pedidos e pagamentos: pelo prazo da legislação fiscal e de defesa do consumidor (em geral, cinco
          anos). Depois que você exclui a conta, esses registros deixam de identificar você.
        </li>
        <li>Registros de acesso: seis meses, como exige o Marco Civil da Internet (Lei nº 12.965/2014).</li>
      </ul>

      <h2>7. Segurança</h2>
      <p>
        Todo o tráfego é criptografado, as senhas são guardadas apenas como hash e os dados completos do
        cartão nunca passam pelos nossos servidores de dados. O acesso interno é restrito a quem precisa dele
        para atender você.
      </p>

      <h2>8. Seus direitos e como exercê-los</h2>
      <p>
        Você pode confirmar que tratamos seus dados e acessá-los, corrigi-los, pedir a anonimização, o
        bloqueio ou a eliminação dos desnecessários, levá-los a outro fornecedor (portabilidade), saber com
        quem os compartilhamos, retirar o consentimento e se opor a um tratamento (art. 18 da LGPD).
      </p>
      <ul>
        <li>Em Perfil &gt; Minha conta você corrige seus dados, desativa ou exclui a conta.</li>
        <li>
          Em Perfil &gt; Minha conta &gt; Baixar meus dados você recebe uma cópia dos seus dados em JSON.
        </li>
        <li>
          Para qualquer outro pedido, escreva para{' '}
          <a href={`mailto:${legal.privacyEmail}`}>{legal.privacyEmail}</a>. Respondemos em até 15 dias.
        </li>
        <li>Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
      </ul>

      <h2>9. Crianças e adolescentes</h2>
      <p>
        O app é destinado a maiores de 18 anos. Não coletamos, de forma intencional, dados de crianças e
        adolescentes.
      </p>

      <h2>10. Alterações desta política</h2>
      <p>Quando esta política mudar, avisaremos no app. Última atualização: {legal.updatedAt}.</p>
    </LegalDocument>
  );
}
