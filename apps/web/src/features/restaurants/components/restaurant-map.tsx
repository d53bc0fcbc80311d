import { useIonViewDidEnter } from '@ionic/react';
import { divIcon } from 'leaflet';
import { OPENS_IN_NEW_TAB_TEXT } from '../../../lib/texts.ts';
import 'leaflet/dist/leaflet.css';
import locationOutline from 'ionicon:locationOutline';
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { readMapTiles } from '../../../lib/map-tiles.ts';
import { Icon } from '../../../ui/icon.tsx';
import './restaurant-map.css';

const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 52" width="40" height="52" aria-hidden="true" focusable="false"><path d="M20 1C9.5 1 1 9.3 1 19.6 1 33.4 20 51 20 51s19-17.6 19-31.4C39 9.3 30.5 1 20 1z" fill="#b0122c" stroke="#fff" stroke-width="2"/><circle cx="20" cy="19.5" r="7" fill="#fff"/></svg>`;

const pin = divIcon({
  html: PIN_SVG,
  className: 'restaurant-map__pin',
  iconSize: [40, 52],
  iconAnchor: [20, 51],
});

/**
 * Leaflet measures its container once; a page that slides in (Ionic's transition) is measured mid-animation.
 * Measuring again when the page has entered keeps the marker centred. Using @ionic/react here also keeps this
 * chunk from splitting React out of the first load's chunks (ADR 0032, ADR 0085).
 */
function FitAfterTransition() {
  const map = useMap();
  useIonViewDidEnter(() => {
    map.invalidateSize();
  });
  return null;
}

/** Leaflet writes the attribution as HTML; the configured credit is plain text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface RestaurantMapProps {
  lat: number;
  lng: number;
  /** What the map shows, read to screen readers as its caption. */
  label: string;
}

/**
 * The restaurant on a map (Leaflet): its marker over the configured tiles. Without network the tiles stay blank
 * and the tinted background with the marker still shows where the restaurant is; the address is text beside it.
 */
export default function RestaurantMap({ lat, lng, label }: RestaurantMapProps) {
  const tiles = readMapTiles();
  return (
    <figure className="restaurant-map">
      <figcaption className="visually-hidden">{label}</figcaption>
      <MapContainer
        center={[lat, lng]}
        zoom={16}
        scrollWheelZoom={false}
        zoomControl={false}
        keyboard={false}
        className="restaurant-map__canvas"
      >
        <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} />
        <Marker position={[lat, lng]} icon={pin} keyboard={false} interactive={false} />
        <ZoomControl position="topleft" zoomInTitle="Aproximar" zoomOutTitle="Afastar" />
        <FitAfterTransition />
      </MapContainer>
      <a
        className="restaurant-map__directions"
        href={`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon icon={locationOutline} />
        Como chegar
        <span className="visually-hidden">{OPENS_IN_NEW_TAB_TEXT}</span>
      </a>
    </figure>
  );
}
