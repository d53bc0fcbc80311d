import type { ThirdPartyTags } from '@comanda/contract';
import { useCookiesAccepted, withdrawCookieConsent } from '../../consent/index.ts';
import { useThirdPartyTags } from '../api/get-third-party-tags.ts';

/** What each third-party tool is for, in the customer's words. */
const TOOL_PURPOSES: Record<keyof ThirdPartyTags, string> = {
  tagManager: 'medir o uso do site e das campanhas (gerenciador de tags)',
  fraudFingerprint: 'prevenir fraudes nos pagamentos (identificação do aparelho)',
  supportWidget: 'o chat de atendimento (Zendesk)',
};

const NECESSARY =
  'cookies estritamente necessários: eles mantêm sua sessão, protegem os formulários contra envios falsificados ' +
  'e lembram sua sacola, seu endereço e sua escolha sobre o aviso de cookies.';

function configuredPurposes(tags: ThirdPartyTags): string[] {
  return (Object.keys(TOOL_PURPOSES) as (keyof ThirdPartyTags)[])
    .filter((tool) => tags[tool] !== null)
    .map((tool) => TOOL_PURPOSES[tool]);
}

/**
 * Section 4 of the privacy policy: only strictly necessary cookies until the customer presses OK on the cookie
 * banner; the brand's third-party tools (GET /api/tag), when it has any, are named with what they do
 * (docs/adr/0172-third-party-scripts-after-consent.md).
 */
export function CookiesSection() {
  const { data: tags } = useThirdPartyTags();
  const accepted = useCookiesAccepted();
  const purposes = tags ? configuredPurposes(tags) : null;
  return (
    <>
      <h2>4. Cookies e armazenamento no aparelho</h2>
      {purposes?.length === 0 ? (
        <p>Utilizamos apenas {NECESSARY} Não usamos cookies de publicidade nem de terceiros.</p>
      ) : (
        <>
          <p>
            Até você tocar em OK no aviso de cookies, utilizamos apenas {NECESSARY} Não usamos cookies de
            publicidade.
          </p>
          <p>
            {purposes
              ? `Depois do OK, carregamos também ferramentas de terceiros para ${purposes.join('; ')}.`
              : 'Ferramentas de terceiros que usarmos (medição de uso, prevenção a fraudes ou chat de atendimento) só são carregadas depois do OK.'}{' '}
            Elas podem gravar cookies próprios e recebem o endereço IP e dados técnicos do navegador. Você
            pode voltar atrás quando quiser: ao retirar o consentimento, apagamos esses cookies, a página é
            recarregada sem as ferramentas de terceiros e o aviso aparece de novo; nada é carregado até um
            novo OK.
          </p>
          {accepted && (
            <p>
              Você aceitou os cookies neste aparelho.{' '}
              <button type="button" className="legal-withdraw" onClick={() => withdrawCookieConsent()}>
                Retirar consentimento
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
}
