import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored } from '../../../testing/stored.ts';
import { ReceiveAddressPage } from '../pages/receive-address-page.tsx';

const FAILED = 'Ops.. Tivemos um problema em pegar sua localização, por favor tente novamente.';
const location = {
  logradouro: 'SQN 412 Bloco A',
  numero: '',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  lat: -15.7468,
  lng: -47.879,
};

/** The browser's geolocation, which jsdom lacks: answers the point, or refuses. */
function stubGeolocation(outcome: 'grant' | 'deny', hold?: Promise<void>) {
  const getCurrentPosition = vi.fn(async (resolve: PositionCallback, reject: PositionErrorCallback) => {
    await hold;
    if (outcome === 'grant')
      resolve({ coords: { latitude: location.lat, longitude: location.lng } } as GeolocationPosition);
    else reject({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

afterEach(() => vi.unstubAllGlobals());

describe('Location tile (§2, §4)', () => {
  it("shows 'Buscar minha localização' before the first tap, a spinner while loading, then the address to use", async () => {
    let release: () => void = () => undefined;
    stubGeolocation('grant', new Promise<void>((resolve) => (release = resolve)));
    const calls = stubFetch({ body: { status: 'success', data: location } });
    const page = renderPage(<ReceiveAddressPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Buscar minha localização' }));
    const loading = screen.getByRole('button', { name: 'Buscando sua localização…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelector('.spinner')).not.toBeNull();
    release();

    const tile = await screen.findByRole('button', { name: /Usar minha localização/ });
    expect(tile.textContent).toContain('SQN 412 Bloco A · Asa Norte, Brasília - DF');
    expect(calls.map((call) => call.url)).toEqual(['/api/geocode?lat=-15.7468&lng=-47.879']);
    expect(readStored('localizacao-atual')).toEqual({
      logradouro: 'SQN 412 Bloco A',
      numero: '',
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70867-010',
      latitude: -15.7468,
      longitude: -47.879,
    });

    await userEvent.click(tile);
    expect(page.router.push).toHaveBeenCalledWith('/mapa-confirmacao', 'forward');
    expect(readStored('editar-endereco')).toMatchObject({ logradouro: 'SQN 412 Bloco A', lat: -15.7468 });
    page.stopToasts();
  });

  it('fills a DF result’s missing bairro and cep from the second source', async () => {
    stubGeolocation('grant');
    const calls = stubFetch(
      { body: { status: 'success', data: { ...location, bairro: '', cep: '' } } },
      {
        body: {
          status: 'success',
          data: { logradouro: 'X', cep: '70867-010', bairro: 'Asa Norte', cidade: 'Brasília', estado: 'DF' },
        },
      },
    );
    const page = renderPage(<ReceiveAddressPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar minha localização' }));
    await screen.findByRole('button', { name: /Usar minha localização/ });
    expect(calls[1]!.url).toBe('/api/openstreetmap?lat=-15.7468&lng=-47.879');
    expect(readStored('localizacao-atual')).toMatchObject({
      logradouro: 'SQN 412 Bloco A',
      bairro: 'Asa Norte',
      cep: '70867-010',
    });
    page.stopToasts();
  });

  it('clears a result without latitude and says nothing was found', async () => {
    stubGeolocation('grant');
    stubFetch({ body: { status: 'success', data: { ...location, lat: null } } });
    const page = renderPage(<ReceiveAddressPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar minha localização' }));
    await screen.findByRole('button', { name: /Não foi possível buscar pela sua localização atual\.\.\./ });
    expect(readStored('localizacao-atual')).toBeUndefined();
    page.stopToasts();
  });

  it('shows the §8 toast and clears the result when the device refuses', async () => {
    stubGeolocation('deny');
    const calls = stubFetch();
    const page = renderPage(<ReceiveAddressPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar minha localização' }));
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toEqual([FAILED]));
    expect(page.toasts[0]!.kind).toBe('error');
    expect(
      screen.getByRole('button', { name: /Não foi possível buscar pela sua localização atual\.\.\./ }),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(readStored('localizacao-atual')).toBeUndefined();
    page.stopToasts();
  });

  it('shows the toast and clears a previous result when the lookup fails', async () => {
    stubGeolocation('grant');
    stubFetch({
      status: 404,
      body: { status: 'error', message: 'Não encontramos um endereço para a sua localização.' },
    });
    const page = renderPage(<ReceiveAddressPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar minha localização' }));
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toEqual([FAILED]));
    expect(screen.getByRole('button', { name: /Não foi possível buscar/ })).toBeTruthy();
    page.stopToasts();
  });
});
