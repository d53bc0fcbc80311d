import type { FeedMode } from '../board-feed.ts';

function labelOf(mode: FeedMode, stale: boolean): string {
  if (stale) return 'Sem conexão';
  switch (mode) {
    case 'connecting':
      return 'Conectando…';
    case 'live':
      return 'Ao vivo';
    case 'reconnecting':
      return 'Reconectando…';
    case 'polling':
      return 'Atualizando a cada 5 s';
    default: {
      const unknown: never = mode;
      return unknown;
    }
  }
}

/** Whether the board is following the store live, trying to, or polling. */
export function LiveIndicator({ mode, stale }: { mode: FeedMode; stale: boolean }) {
  const state = stale ? 'offline' : mode;
  return (
    <p className={`op-live op-live--${state}`} role="status" data-testid="live-indicator">
      <span className="op-live__dot" aria-hidden="true" />
      {labelOf(mode, stale)}
    </p>
  );
}
