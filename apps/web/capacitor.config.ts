import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app (Android; iOS with the same file): a shell around the brand's hosted app (ADR 0170). It opens
 * COMANDA_APP_URL, the brand's HTTPS address, so the API, its cookies and CSRF stay same-origin and a deploy reaches
 * the app at once; the build in `dist` is copied in too, as the page shown when that address cannot be reached.
 */
const appUrl = process.env.COMANDA_APP_URL ?? 'https://app.hanamisushi.com.br';
const brandRed = '#b0122c';

const config: CapacitorConfig = {
  appId: 'br.com.hanamisushi.app',
  appName: 'Hanami Sushi',
  webDir: 'dist',
  server: {
    url: appUrl,
    androidScheme: 'https',
    errorPath: 'index.html',
  },
  android: { allowMixedContent: false },
  plugins: {
    SplashScreen: {
      launchShowDuration: 3000,
      launchAutoHide: true,
      backgroundColor: brandRed,
      showSpinner: false,
      androidScaleType: 'CENTER_CROP',
    },
    StatusBar: { style: 'DARK', backgroundColor: brandRed, overlaysWebView: false },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
