import searchOutline from 'ionicon:searchOutline';
import { Icon } from '../../../ui/icon.tsx';
import { MENU_SEARCH_LABEL } from '../menu-texts.ts';

/** Opens the menu's keyword search: an icon in the mobile home header, 'Buscar' beside the desktop chips. */
export function SearchButton({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <button type="button" className={className} aria-label={MENU_SEARCH_LABEL} onClick={onClick}>
      <Icon icon={searchOutline} />
      {className === 'menu__search' && 'Buscar'}
    </button>
  );
}
