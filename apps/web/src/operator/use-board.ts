import type { OperatorOrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FeedMode, watchBoard } from './board-feed.ts';
import {
  type Board,
  type BoardStore,
  fetchBoard,
  isKeyRefused,
  moveOrder,
  OperatorApiError,
  REQUEST_FAILED_MESSAGE,
} from './operator-api.ts';

const messageOf = (error: unknown) =>
  error instanceof OperatorApiError ? error.message : REQUEST_FAILED_MESSAGE;

/** How long an order that arrived while the board was open stays highlighted. */
export const FRESH_MS = 10_000;
/** After a reload fails, the next one is tried this much later (unless an event asks first). */
const RETRY_RELOAD_MS = 5000;

export interface BoardCallbacks {
  /** The API refused the key (401), with its message. */
  onKeyRefused: (message: string) => void;
  /** A move was refused or failed, with the message to show. */
  onError: (message: string) => void;
}

export interface BoardView {
  loja: BoardStore | null;
  orders: OperatorOrderWire[];
  /** The first load's failure, while nothing has been shown yet. */
  loadError: string | null;
  mode: FeedMode;
  /** The last reload failed: what is shown may be out of date. */
  stale: boolean;
  /** Orders that arrived while the board was open, for a while. */
  fresh: ReadonlySet<number>;
  /** Orders with a move on its way, and the status asked for. */
  busy: ReadonlyMap<number, OrderStatus>;
  /** The latest arrival, for screen readers. */
  announcement: string;
  /** Moves an order; a cancellation may carry the reason the customer will read. */
  move: (order: OperatorOrderWire, status: OrderStatus, motivo?: string) => Promise<void>;
  reload: () => Promise<void>;
}

/**
 * The store's orders of today, kept up to date by the live feed (a reload per change: simple and always right), with
 * the team's moves. `initial` is the board the key form has just loaded.
 */
export function useBoard(key: string, initial: Board | null, callbacks: BoardCallbacks): BoardView {
  const [board, setBoard] = useState<Board | null>(initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<FeedMode>('connecting');
  const [stale, setStale] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlyMap<number, OrderStatus>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<Set<number> | null>(
    initial ? new Set(initial.pedidos.map((order) => order.id)) : null,
  );
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const show = useCallback(
    (next: Board) => {
      const seen = known.current;
      known.current = new Set(next.pedidos.map((order) => order.id));
      setBoard(next);
      if (!seen) return;
      const arrived = next.pedidos.filter((order) => !seen.has(order.id));
      if (arrived.length === 0) return;
      const ids = arrived.map((order) => order.id);
      setFresh((current) => new Set([...current, ...ids]));
      setAnnouncement(arrived.map((order) => `Novo pedido #${order.id} de ${order.cliente}`).join('. '));
      later(FRESH_MS, () => setFresh((current) => new Set([...current].filter((id) => !ids.includes(id)))));
    },
    [later],
  );

  const loading = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const active = useRef(true);

  const reload = useCallback((): Promise<void> => {
    if (loading.current) {
      again.current = true;
      return loading.current;
    }
    const run = async () => {
      do {
        again.current = false;
        try {
          const next = await fetchBoard(key);
          if (!active.current) return;
          show(next);
          setStale(false);
          setLoadError(null);
        } catch (error) {
          if (!active.current) return;
          if (isKeyRefused(error)) return callbacksRef.current.onKeyRefused(error.message);
          setStale(true);
          setLoadError(messageOf(error));
          if (!again.current) later(RETRY_RELOAD_MS, () => void reload());
        }
      } while (again.current && active.current);
    };
    loading.current = run().finally(() => {
      loading.current = null;
    });
    return loading.current;
  }, [key, show, later]);

  useEffect(() => {
    active.current = true;
    const stopFeed = watchBoard({
      key,
      onChange: reload,
      onMode: setMode,
      onKeyRefused: (message) => callbacksRef.current.onKeyRefused(message),
    });
    const pending = timers.current;
    return () => {
      active.current = false;
      stopFeed();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [key, reload]);

  const move = useCallback(
    async (order: OperatorOrderWire, status: OrderStatus, motivo?: string) => {
      setBusy((current) => new Map(current).set(order.id, status));
      try {
        const moved = await moveOrder(key, order.id, status, motivo);
        setBoard((current) =>
          current
            ? { ...current, pedidos: current.pedidos.map((item) => (item.id === moved.id ? moved : item)) }
            : current,
        );
      } catch (error) {
        if (isKeyRefused(error)) return callbacksRef.current.onKeyRefused(error.message);
        callbacksRef.current.onError(messageOf(error));
        // someone else may have moved it: show where it is now
        void reload();
      } finally {
        setBusy((current) => {
          const next = new Map(current);
          next.delete(order.id);
          return next;
        });
      }
    },
    [key, reload],
  );

  return {
    loja: board?.loja ?? null,
    orders: board?.pedidos ?? [],
    loadError: board ? null : loadError,
    mode,
    stale,
    fresh,
    busy,
    announcement,
    move,
    reload,
  };
}
