import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The Capacitor project (docs/mobile.md): its config, and `cap sync` run on the production build the suite serves.
// There is no Android SDK here: building the APK is documented, not run.
const WEB = new URL('../../apps/web/', import.meta.url).pathname;
const ANDROID = `${WEB}android/`;
const read = (path: string) => readFileSync(path, 'utf8');

test('cap sync copies the built app into the Android project, with the brand’s config and every plugin', () => {
  const sync = spawnSync('node', ['../../scripts/cap.cjs', 'sync', 'android'], {
    cwd: WEB,
    encoding: 'utf8',
    env: { ...process.env, COMANDA_APP_URL: 'https://app.hanamisushi.com.br' },
  });
  expect(sync.status, sync.stderr + sync.stdout).toBe(0);

  // the web build, as it is, is the native app's fallback page
  expect(read(`${ANDROID}app/src/main/assets/public/index.html`)).toBe(read(`${WEB}dist/index.html`));
  expect(read(`${ANDROID}app/src/main/assets/public/sw.js`)).toBe(read(`${WEB}dist/sw.js`));

  const config = JSON.parse(read(`${ANDROID}app/src/main/assets/capacitor.config.json`));
  expect(config).toMatchObject({
    appId: 'br.com.hanamisushi.app',
    appName: 'Hanami Sushi',
    webDir: 'dist',
    server: { url: 'https://app.hanamisushi.com.br', androidScheme: 'https', errorPath: 'index.html' },
    plugins: { SplashScreen: { backgroundColor: '#b0122c' }, StatusBar: { backgroundColor: '#b0122c' } },
  });
  const plugins = read(`${ANDROID}capacitor.settings.gradle`);
  for (const plugin of ['app', 'geolocation', 'push-notifications', 'splash-screen', 'status-bar'])
    expect(plugins).toContain(`':capacitor-${plugin}'`);

  // App Links for the WhatsApp conversation and an order, on the brand's host; the permissions the plugins need
  const manifest = read(`${ANDROID}app/src/main/AndroidManifest.xml`);
  expect(manifest).toContain('android:autoVerify="true"');
  expect(manifest).toContain('android:pathPrefix="/whatsapp/"');
  expect(manifest).toContain('android:pathPrefix="/tabs/detalhes-pedido"');
  expect(read(`${ANDROID}app/src/main/res/values/strings.xml`)).toContain(
    '<string name="app_host" translatable="false">app.hanamisushi.com.br</string>',
  );
  for (const permission of ['ACCESS_FINE_LOCATION', 'POST_NOTIFICATIONS'])
    expect(manifest).toContain(`android.permission.${permission}`);
});
