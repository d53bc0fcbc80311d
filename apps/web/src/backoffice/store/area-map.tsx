import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { readMapTiles } from '../../lib/map-tiles.ts';

export interface AreaMapProps {
  point: { lat: number; lng: number };
  raioEntregaKm: number;
  faixasFrete: Array<{ ateKm: number }>;
  /** A click on the map moves the store there (admin); absent: the map only shows. */
  onPoint?: ((point: { lat: number; lng: number }) => void) | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function Follow({ point, onPoint }: Pick<AreaMapProps, 'point' | 'onPoint'>) {
  const map = useMap();
  useEffect(() => {
    map.setView([point.lat, point.lng], map.getZoom(), { animate: false });
  }, [map, point.lat, point.lng]);
  useMapEvents({ click: (event) => onPoint?.({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The store's point and its delivery area drawn on the map the customer app uses (MAP_TILE_URL): each fee band as a
 * ring, the delivery radius as the solid line. Loaded with the store screen only (Leaflet stays out of the rest).
 */
export default function AreaMap({ point, raioEntregaKm, faixasFrete, onPoint }: AreaMapProps) {
  const tiles = readMapTiles();
  const center: [number, number] = [point.lat, point.lng];
  return (
    <section className="bo-map" aria-label={`Mapa da área de entrega: raio de ${raioEntregaKm} km`}>
      <MapContainer
        center={center}
        zoom={12}
        scrollWheelZoom={false}
        style={{ position: 'absolute', inset: 0 }}
      >
        <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} />
        {faixasFrete
          .filter((band) => band.ateKm > 0 && band.ateKm < raioEntregaKm)
          .map((band) => (
            <Circle
              key={band.ateKm}
              center={center}
              radius={band.ateKm * 1000}
              pathOptions={{ color: '#b0122c', weight: 1, dashArray: '4 6', fillOpacity: 0.04 }}
            />
          ))}
        {raioEntregaKm > 0 && (
          <Circle
            center={center}
            radius={raioEntregaKm * 1000}
            pathOptions={{ color: '#b0122c', weight: 3, fillOpacity: 0.08 }}
          />
        )}
        <CircleMarker
          center={center}
          radius={8}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#b0122c', fillOpacity: 1 }}
        />
        <Follow point={point} onPoint={onPoint} />
      </MapContainer>
    </section>
  );
}
