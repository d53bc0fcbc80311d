import { Icon } from '../../../ui/icon.tsx';
import { placeLine, type StoredLocation, streetLine } from '../address-rules.ts';
import type { LocationTileState } from '../hooks/use-location-lookup.ts';
import { locateOutline } from './address-icons.ts';

/** §2 Location tile: 'Buscar minha localização', a spinner, the result to use, or that none was found. */
export function LocationTile({
  state,
  onLookup,
  onUse,
}: {
  state: LocationTileState;
  onLookup: () => void;
  onUse: (location: StoredLocation) => void;
}) {
  const title =
    state.kind === 'found'
      ? 'Usar minha localização'
      : state.kind === 'none'
        ? 'Não foi possível buscar pela sua localização atual...'
        : state.kind === 'loading'
          ? 'Buscando sua localização…'
          : 'Buscar minha localização';
  return (
    <button
      type="button"
      className={`location-tile location-tile--${state.kind}`}
      aria-busy={state.kind === 'loading' || undefined}
      disabled={state.kind === 'loading'}
      onClick={() => (state.kind === 'found' ? onUse(state.location) : onLookup())}
    >
      <span className="location-tile__icon" aria-hidden="true">
        {state.kind === 'loading' ? <span className="spinner" /> : <Icon icon={locateOutline} />}
      </span>
      <span className="location-tile__text">
        <span className="location-tile__title">{title}</span>
        {state.kind === 'found' && (
          <span className="location-tile__address">
            {streetLine(state.location)}
            {placeLine(state.location) ? ` · ${placeLine(state.location)}` : ''}
          </span>
        )}
        {state.kind === 'none' && (
          <span className="location-tile__address">Toque para tentar novamente.</span>
        )}
      </span>
    </button>
  );
}
