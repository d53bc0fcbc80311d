import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/online.ts';
import { acceptUpdate, registerServiceWorker } from '../../lib/service-worker.ts';
import { NOT_NOW_LABEL, OFFLINE_BANNER_TEXT, UPDATE_NOW_LABEL, UPDATE_READY_TEXT } from '../../ui/texts.ts';
import './service-worker-host.css';

/** Registers the service worker, says when the device is offline and offers a new version when one is ready. */
export function ServiceWorkerHost() {
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    void registerServiceWorker(setWaiting);
  }, []);

  return (
    <>
      {!online && (
        <p className="offline-banner" role="status">
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
      {waiting && (
        <section className="update-prompt" aria-label="Atualização do app">
          <p className="update-prompt__text">{UPDATE_READY_TEXT}</p>
          <button type="button" className="update-prompt__later" onClick={() => setWaiting(null)}>
            {NOT_NOW_LABEL}
          </button>
          <button type="button" className="update-prompt__now" onClick={() => acceptUpdate(waiting)}>
            {UPDATE_NOW_LABEL}
          </button>
        </section>
      )}
    </>
  );
}
