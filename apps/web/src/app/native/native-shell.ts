import { App } from '@capacitor/app';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import { brand } from '../../config/brand.ts';
import { deepLinkPath } from './deep-link.ts';

interface ShellRouter {
  push(path: string): void;
  canGoBack(): boolean;
}

/**
 * The native app's shell (Capacitor, ADR 0170), once the first screen is up: the splash screen leaves, the status
 * bar takes the brand's colour, App Links open their screen inside the running app, and the hardware back button
 * closes the app where there is nothing to go back to (Ionic handles it everywhere else). Answers a stop function.
 */
export function startNativeShell(router: ShellRouter): () => void {
  void SplashScreen.hide();
  void StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
  void StatusBar.setBackgroundColor({ color: brand.colors.primary }).catch(() => undefined);

  const opened = App.addListener('appUrlOpen', ({ url }) => {
    const path = deepLinkPath(url, window.location.origin);
    if (path) router.push(path);
  });
  // priority -1: below every overlay and page handler Ionic registers, so it runs only at the root
  const onBack = (event: Event) =>
    (event as CustomEvent<{ register(priority: number, handler: () => void): void }>).detail.register(
      -1,
      () => {
        if (!router.canGoBack()) void App.exitApp();
      },
    );
  document.addEventListener('ionBackButton', onBack);
  return () => {
    document.removeEventListener('ionBackButton', onBack);
    void opened.then((listener) => listener.remove());
  };
}
