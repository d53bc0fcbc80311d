import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onOverlaysRequested } from '../../../lib/overlay-demand.ts';
import { onScreenModalRequested } from '../../../lib/screen-demand.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { onPushPageOpened, openPushPage } from './push-tap.ts';
import { PushTapHost } from './push-tap-host.tsx';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('openPushPage', () => {
  it('keeps a tap made before the host is there, loads the overlay hosts, and hands it over once', () => {
    const overlays = vi.fn();
    stops.push(onOverlaysRequested(overlays));
    overlays.mockClear();

    openPushPage('/tabs/detalhes-pedido?pedidoId=5');
    expect(overlays).toHaveBeenCalledOnce();

    const first = vi.fn();
    stops.push(onPushPageOpened(first));
    expect(first).toHaveBeenCalledExactlyOnceWith('/tabs/detalhes-pedido?pedidoId=5');
    const second = vi.fn();
    stops.push(onPushPageOpened(second));
    expect(second).not.toHaveBeenCalled();

    openPushPage('/tabs/detalhes-pedido?pedidoId=6');
    expect(first).toHaveBeenLastCalledWith('/tabs/detalhes-pedido?pedidoId=6');
    expect(overlays).toHaveBeenCalledOnce();
  });
});

describe('PushTapHost', () => {
  it('navigates in the app: closes the desktop modal and pushes the page forward', () => {
    const modal = vi.fn();
    stops.push(onScreenModalRequested(modal));
    const { router, unmount } = renderPage(<PushTapHost />);

    act(() => openPushPage('/tabs/detalhes-pedido?pedidoId=8'));
    expect(modal).toHaveBeenCalledWith(null);
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/tabs/detalhes-pedido?pedidoId=8', 'forward');

    // gone with the shell: a later tap waits for the next host
    unmount();
    openPushPage('/tabs/notificacoes');
    expect(router.push).toHaveBeenCalledOnce();
    const next = renderPage(<PushTapHost />);
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/tabs/notificacoes', 'forward');
    next.unmount();
  });
});
