/// <reference lib="webworker" />
/*
 * The customer app's service worker, served as /sw.js with scope '/', built by vite-plugin-pwa (injectManifest):
 * Web Push for order updates (push.ts) and what the app keeps for offline use (offline.ts).
 */
import { keepForOffline, updateOnRequest } from './offline.ts';
import { handlePush } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof keepForOffline>[0] };

handlePush();
updateOnRequest();
keepForOffline(self.__WB_MANIFEST);
