import { useEffect } from 'react';

/** How long an error stays on screen unless closed first. */
const NOTICE_MS = 8000;

/** An error the team must see (a refused move), announced at once and closed after a while or by 'Fechar'. */
export function Notice({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <div className="op-notices">
      {message && (
        <div className="op-notice" role="alert">
          <p className="op-notice__text">{message}</p>
          <button type="button" className="op-notice__close" onClick={onClose}>
            Fechar
          </button>
        </div>
      )}
    </div>
  );
}
