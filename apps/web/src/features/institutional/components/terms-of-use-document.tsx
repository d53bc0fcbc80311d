import { brand } from '../../../config/brand.ts';
import { legal } from '../../../config/legal.ts';
import { TERMS_OF_USE_TITLE } from '../../../lib/texts.ts';
import { LegalLink } from '../../../ui/legal-link.tsx';
import { LegalDocument } from './legal-document.tsx';

/** The terms of use of the app: shown as a page on mobile and inside a modal on desktop. */
export function TermsOfUseDocument() {
  return (
    <LegalDocument title={TERMS_OF_USE_TITLE}>
      <p className="institutional-document__lead">
        Estes termos regem o uso do site e do aplicativo da {brand.name}, oferecidos pela {legal.company}, com
        sede em {legal.address}. Ao criar uma conta ou fazer um pedido, você concorda com eles.
      </p>

      <h2>1. O serviço</h2>
      <p>
        Pelo app você escolhe um restaurante {brand.name} pelo endereço de entrega, monta seu pedido, paga e
        acompanha a preparação e a entrega. Também pode reservar mesas, fazer doações e participar do programa{' '}
        {brand.loyaltyName}.
      </p>

      <h2>2. Sua conta</h2>
      <ul>
        <li>Para pedir, você precisa ter 18 anos ou mais e informar dados verdadeiros.</li>
        <li>
          O acesso é feito com código enviado ao seu celular ou e-mail, ou com senha. Não compartilhe seus
          códigos nem sua senha: os pedidos feitos com a sua conta são de sua responsabilidade.
        </li>
        <li>Você pode desativar ou excluir a conta a qualquer momento em Perfil &gt; Minha conta.</li>
      </ul>

      <h2>3. Pedidos e preços</h2>
      <ul>
        <li>
          Preços, produtos, horários e taxa de entrega variam por restaurante e aparecem antes de você
          confirmar. O valor cobrado é o total mostrado ao finalizar o pedido.
        </li>
        <li>
          Cada restaurante entrega dentro da sua área e do seu horário de funcionamento. O tempo de entrega é
          uma estimativa.
        </li>
        <li>
          Depois de enviado, o pedido só pode ser cancelado pelo restaurante. Para isso, fale com a loja pelo
          telefone mostrado em Restaurantes. Se um pedido pago for cancelado, o valor é devolvido pelo mesmo
          meio de pagamento.
        </li>
      </ul>

      <h2>4. Pagamento</h2>
      <p>
        Aceitamos cartão pelo app, Pix e, quando o restaurante permite, pagamento na entrega. O pagamento pelo
        app é processado por empresas especializadas; um pedido só é preparado depois de aprovado. Um Pix não
        pago no prazo cancela o pedido.
      </p>

      <h2>5. Cupons, gift cards e {brand.loyaltyName}</h2>
      <ul>
        <li>
          Cupons e gift cards valem nas condições informadas em cada um, não são trocados por dinheiro e podem
          ter limite de uso.
        </li>
        <li>
          O programa {brand.loyaltyName} tem regras próprias, nos termos e condições que você aceita ao entrar
          no clube.
        </li>
      </ul>

      <h2>6. Uso adequado</h2>
      <p>
        Não é permitido usar o app para fraudes, pedidos falsos, tentativas de acesso a contas de outras
        pessoas ou qualquer uso que prejudique o serviço. Contas usadas dessa forma podem ser desativadas.
      </p>

      <h2>7. Seus direitos como consumidor</h2>
      <p>
        Nada nestes termos limita os seus direitos previstos no Código de Defesa do Consumidor. Se algo vier
        errado ou não chegar, fale com o restaurante: resolvemos refazendo, completando ou devolvendo o valor.
      </p>

      <h2>8. Privacidade</h2>
      <p>
        O tratamento dos seus dados é explicado na{' '}
        <LegalLink document="policy">política de privacidade</LegalLink>.
      </p>

      <h2>9. Alterações e foro</h2>
      <p>
        Podemos atualizar estes termos; as mudanças valem a partir da publicação no app e não alteram pedidos
        já feitos. Fica eleito o foro do seu domicílio ou, se você preferir, o de {legal.forum}. Última
        atualização: {legal.updatedAt}.
      </p>
    </LegalDocument>
  );
}
