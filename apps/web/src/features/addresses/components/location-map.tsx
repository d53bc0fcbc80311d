import { useIonViewDidEnter } from '@ionic/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { readMapTiles } from '../../../lib/map-tiles.ts';
import type { Point } from '../api/geocode.ts';

const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="52" viewBox="0 0 40 52" aria-hidden="true" focusable="false"><path d="M20 1C9.5 1 1 9.3 1 19.6 1 33.4 20 51 20 51s19-17.6 19-31.4C39 9.3 30.5 1 20 1z" fill="#b0122c" stroke="#fff" stroke-width="2"/><circle cx="20" cy="19.5" r="7" fill="#fff"/></svg>`;

const pinIcon = L.divIcon({
  html: PIN_SVG,
  className: 'location-map__pin',
  iconSize: [40, 52],
  iconAnchor: [20, 51],
});

/** Leaflet writes the attribution as HTML; the configured credit is plain text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Inline so Leaflet sees it when it sets the map up, whatever the order the stylesheets arrive in. */
const MAP_STYLE = { position: 'absolute', inset: 0 } as const;

/**
 * The page can still be sliding in when Leaflet measures its box; once it has entered, and whenever the box changes
 * size, the map measures again and centres the pin. Using @ionic/react here also keeps this lazy chunk from
 * splitting React out of the first load's chunks (ADR 0082).
 */
function FollowSize({ point }: { point: Point }) {
  const map = useMap();
  useIonViewDidEnter(() => {
    map.invalidateSize();
    map.setView([point.lat, point.lng], map.getZoom(), { animate: false });
  });
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      map.setView([point.lat, point.lng], map.getZoom(), { animate: false });
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, point.lat, point.lng]);
  return null;
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -24],
  ArrowDown: [0, 24],
  ArrowLeft: [-24, 0],
  ArrowRight: [24, 0],
};

/** With the pin focused, the arrow keys move it (the keyboard's way to drag it). */
function useArrowKeys(marker: L.Marker | null, onMove: (point: Point) => void) {
  const map = useMap();
  useEffect(() => {
    const element = marker?.getElement();
    if (!marker || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = KEY_STEPS[event.key];
      if (!step) return;
      event.preventDefault();
      event.stopPropagation();
      const moved = map.containerPointToLatLng(map.latLngToContainerPoint(marker.getLatLng()).add(step));
      marker.setLatLng(moved);
      onMove({ lat: moved.lat, lng: moved.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, marker, onMove]);
}

function Pin({ point, onMove }: { point: Point; onMove: (point: Point) => void }) {
  const marker = useRef<L.Marker>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useArrowKeys(ready ? marker.current : null, onMove);
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onMove({ lat, lng });
      },
    }),
    [onMove],
  );
  return (
    <Marker
      ref={marker}
      position={[point.lat, point.lng]}
      icon={pinIcon}
      draggable
      autoPan
      title="Local de entrega: arraste ou use as setas para ajustar"
      eventHandlers={handlers}
    />
  );
}

function ClickToMove({ onMove }: { onMove: (point: Point) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The Leaflet map of mapa-confirmacao: a draggable pin (or a tap) sets the delivery point. */
export default function LocationMap({ point, onMove }: { point: Point; onMove: (point: Point) => void }) {
  const tiles = useMemo(readMapTiles, []);
  const attribution = useMemo(() => escapeHtml(tiles.attribution), [tiles]);
  return (
    <MapContainer
      className="location-map"
      style={MAP_STYLE}
      center={[point.lat, point.lng]}
      zoom={17}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl
    >
      <TileLayer url={tiles.url} attribution={attribution} />
      <ZoomControl position="topleft" zoomInTitle="Aproximar" zoomOutTitle="Afastar" />
      <Pin point={point} onMove={onMove} />
      <ClickToMove onMove={onMove} />
      <FollowSize point={point} />
    </MapContainer>
  );
}
