import type { StaffMe } from '@comanda/contract';
import { useCallback, useEffect, useState } from 'react';
import { brand } from '../../config/brand.ts';
import { AccountScreen } from '../account/account-screen.tsx';
import { AuditScreen } from '../audit/audit-screen.tsx';
import { isSignedOut, signIn } from '../backoffice-api.ts';
import { BannersScreen } from '../banners/banners-screen.tsx';
import { CatalogScreen } from '../catalog/catalog-screen.tsx';
import { CouponsScreen } from '../coupons/coupons-screen.tsx';
import { GiftCardsScreen } from '../gift-cards/gift-cards-screen.tsx';
import { LoyaltyScreen } from '../loyalty/loyalty-screen.tsx';
import { ReportsScreen } from '../reports/reports-screen.tsx';
import { StoreScreen } from '../store/store-screen.tsx';
import { TeamScreen } from '../team/team-screen.tsx';
import { BACKOFFICE_TITLE, ROLE_NAMES } from '../texts.ts';
import { type ScreenProps, type SectionId, sectionOf, sectionsOf } from './sections.ts';

const SCREENS: Record<SectionId, (props: ScreenProps) => React.ReactNode> = {
  cardapio: CatalogScreen,
  loja: StoreScreen,
  relatorios: ReportsScreen,
  cupons: CouponsScreen,
  'gift-cards': GiftCardsScreen,
  banners: BannersScreen,
  shinguru: LoyaltyScreen,
  equipe: TeamScreen,
  auditoria: AuditScreen,
  conta: AccountScreen,
};

const useHash = () => {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
};

/** The signed-in back office: the header (store, member, sign-out), the sections of one's role and the one open. */
export function Shell({ me, onSignedOut }: { me: StaffMe; onSignedOut: (error?: unknown) => void }) {
  const hash = useHash();
  const section = sectionOf(hash, me.papel);
  const [lojaId, setLojaId] = useState(me.lojas[0]?.id ?? 0);
  const onFailure = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) onSignedOut(error);
    },
    [onSignedOut],
  );
  const Screen = section ? SCREENS[section] : null;

  return (
    <div className="bo-app">
      <header className="op-header bo-header">
        <div>
          <p className="op-eyebrow op-eyebrow--inverse">
            {brand.name} · {BACKOFFICE_TITLE}
          </p>
          <p className="bo-header__who">
            {me.nome} <span className="op-header__badge">{ROLE_NAMES[me.papel]}</span>
          </p>
        </div>
        <div className="op-header__actions">
          {me.lojas.length > 1 && (
            <label className="bo-store-picker">
              <span>Loja</span>
              <select value={lojaId} onChange={(event) => setLojaId(Number(event.target.value))}>
                {me.lojas.map((loja) => (
                  <option key={loja.id} value={loja.id}>
                    {loja.nome}
                  </option>
                ))}
              </select>
            </label>
          )}
          {me.lojas.length === 1 && <span className="op-header__store">{me.lojas[0]?.nome}</span>}
          <a className="op-button op-button--inverse" href="/operador">
            Painel de pedidos
          </a>
          <button
            type="button"
            className="op-button op-button--inverse"
            onClick={() => void signIn.out().finally(() => onSignedOut())}
          >
            Sair
          </button>
        </div>
      </header>
      <nav className="bo-nav" aria-label="Seções da gestão">
        {sectionsOf(me.papel).map((item) => (
          <a key={item.id} href={`#${item.id}`} aria-current={item.id === section ? 'page' : undefined}>
            {item.title}
          </a>
        ))}
      </nav>
      <main className="bo-main">
        {Screen && <Screen key={`${section}-${lojaId}`} me={me} lojaId={lojaId} onFailure={onFailure} />}
      </main>
    </div>
  );
}
