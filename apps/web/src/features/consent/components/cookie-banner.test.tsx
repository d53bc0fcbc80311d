import { IonRouterContext, type IonRouterContextState } from '@ionic/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ModalRequest, onScreenModalRequested } from '../../../lib/screen-demand.ts';
import { writeStored } from '../../../testing/stored.ts';
import { CookieBanner } from './cookie-banner.tsx';

function withRouter(children: ReactNode, push = vi.fn()) {
  const router = { push, back: vi.fn(), navigateRoot: vi.fn(), canGoBack: () => false, nativeBack: vi.fn() };
  return (
    <IonRouterContext.Provider value={router as unknown as IonRouterContextState}>
      {children}
    </IonRouterContext.Provider>
  );
}

describe('CookieBanner', () => {
  it('explains that only strictly necessary cookies are used and links to the privacy policy', () => {
    render(withRouter(<CookieBanner />));
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(banner.textContent).toContain('apenas cookies estritamente necessários');
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe(
      '/tabs/politicas-privacidade',
    );
  });

  it('stores aceitaCookies = "true" and disappears when OK is pressed', async () => {
    render(withRouter(<CookieBanner />));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(localStorage.getItem('hanami-aceitaCookies')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('stays hidden once accepted (as after a reload)', () => {
    writeStored('aceitaCookies', 'true');
    render(withRouter(<CookieBanner />));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('reappears if the consent is removed from another tab', () => {
    writeStored('aceitaCookies', 'true');
    render(withRouter(<CookieBanner />));
    act(() => {
      localStorage.removeItem('hanami-aceitaCookies');
      window.dispatchEvent(new StorageEvent('storage', { key: 'hanami-aceitaCookies' }));
    });
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
  });

  it('opens the policy page on mobile', async () => {
    vi.stubGlobal('innerWidth', 390);
    const push = vi.fn();
    render(withRouter(<CookieBanner />, push));
    await userEvent.click(screen.getByRole('link', { name: 'Política de privacidade' }));
    vi.unstubAllGlobals();
    expect(push).toHaveBeenCalledWith('/tabs/politicas-privacidade', 'forward', 'push');
  });

  it('hands the policy to the shell’s modal on desktop instead of navigating', async () => {
    vi.stubGlobal('innerWidth', 1280);
    const push = vi.fn();
    const requests: (ModalRequest | null)[] = [];
    const stop = onScreenModalRequested((request) => requests.push(request));
    render(withRouter(<CookieBanner />, push));
    await userEvent.click(screen.getByRole('link', { name: 'Política de privacidade' }));
    stop();
    vi.unstubAllGlobals();
    expect(requests).toEqual([{ name: 'policy' }]);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
  });
});
