import { IonContent, useIonRouter } from '@ionic/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { AppModal } from '../../../ui/app-modal.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  fillFromSecondSource,
  needsNumber,
  needsSecondSource,
  placeLine,
  pointOf,
  streetLine,
  withPoint,
} from '../address-rules.ts';
import { readDraft, useDraft, writeDraft } from '../address-storage.ts';
import { ADDRESS_NUMBER_QUESTION } from '../address-texts.ts';
import { ADDRESS_NUMBER_TITLE, CONFIRM_LOCATION_TITLE, SEARCH_ADDRESS_TITLE } from '../address-titles.ts';
import { lookupSecondSource, type Point, reverseGeocode } from '../api/geocode.ts';
import { AddressNumberForm } from '../components/address-number-form.tsx';
import '../components/addresses.css';

/** Leaflet and its CSS come with the map, in a chunk of their own (shared with the restaurant map). */
const LocationMap = lazy(() => import('../components/location-map.tsx'));

/** mapa-confirmacao: confirms the delivery point on a map; moving the pin looks the address up again. */
export function MapConfirmationPage() {
  const router = useIonRouter();
  const isDesktop = useIsDesktop();
  const draft = useDraft();
  const [locating, setLocating] = useState(false);
  const [askingNumber, setAskingNumber] = useState(false);
  const request = useRef(0);
  const point = draft ? pointOf(draft) : null;

  const move = useCallback(async (next: Point) => {
    const current = readDraft();
    if (!current) return;
    writeDraft(withPoint(current, next));
    const id = ++request.current;
    setLocating(true);
    try {
      let place = await reverseGeocode(next);
      if (needsSecondSource(place)) {
        const extra = await lookupSecondSource(next).catch(() => null);
        if (extra) place = fillFromSecondSource(place, extra);
      }
      if (id !== request.current) return;
      const latest = readDraft() ?? current;
      writeDraft({
        ...withPoint(latest, next),
        logradouro: place.logradouro || latest.logradouro,
        bairro: place.bairro || latest.bairro,
        cidade: place.cidade || latest.cidade,
        estado: place.estado || latest.estado,
        cep: place.cep || latest.cep,
        numero: place.numero || latest.numero,
      });
    } catch {
      // Keeps the text of the last point found: the pin still sets where the order goes.
    } finally {
      if (id === request.current) setLocating(false);
    }
  }, []);

  const toForm = (numero?: string) => {
    const current = readDraft();
    if (current && numero !== undefined) writeDraft({ ...current, numero });
    setAskingNumber(false);
    router.push('/cadastro-endereco', 'forward');
  };

  const confirm = () => {
    if (!draft) return;
    if (!needsNumber(draft)) toForm();
    else if (isDesktop) setAskingNumber(true);
    else router.push('/modal-endereco-numero', 'forward');
  };

  if (!draft || !point)
    return (
      <FormScreen title={CONFIRM_LOCATION_TITLE} backTo="/buscar-endereco">
        <p className="address-empty">
          Nenhum endereço para confirmar.{' '}
          <AppLink to="/buscar-endereco" className="form-link">
            {SEARCH_ADDRESS_TITLE}
          </AppLink>
        </p>
      </FormScreen>
    );

  return (
    <>
      <PageHeader title={CONFIRM_LOCATION_TITLE} backTo="/buscar-endereco" />
      <IonContent className="map-screen">
        <div className="map-screen__layout">
          <div className="map-screen__map">
            <Suspense
              fallback={
                <div className="location-map location-map--loading" role="status">
                  <span className="spinner" aria-hidden="true" />
                  <span className="visually-hidden">Carregando o mapa</span>
                </div>
              }
            >
              <LocationMap point={point} onMove={(next) => void move(next)} />
            </Suspense>
          </div>
          <section className="map-screen__card" aria-labelledby="mapa-endereco">
            <p className="map-screen__hint">Arraste o pino até o local exato da entrega.</p>
            <h2 id="mapa-endereco" className="map-screen__street" aria-live="polite">
              {streetLine(draft)}
            </h2>
            <p className="map-screen__place">{placeLine(draft)}</p>
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={locating}
              aria-busy={locating || undefined}
              onClick={confirm}
            >
              {locating && <span className="btn-spinner" aria-hidden="true" />}
              {CONFIRM_LOCATION_TITLE}
            </button>
          </section>
        </div>
      </IonContent>
      {isDesktop && (
        <AppModal
          isOpen={askingNumber}
          onDismiss={() => setAskingNumber(false)}
          className="app-modal app-modal--number"
          label={ADDRESS_NUMBER_TITLE}
        >
          <PageHeader title={ADDRESS_NUMBER_TITLE} onClose={() => setAskingNumber(false)} />
          <IonContent className="address-number-modal">
            <div className="address-number-modal__body">
              <h2 className="form-card__heading">{ADDRESS_NUMBER_QUESTION}</h2>
              {askingNumber && <AddressNumberForm address={draft} onDone={toForm} />}
            </div>
          </IonContent>
        </AppModal>
      )}
    </>
  );
}
