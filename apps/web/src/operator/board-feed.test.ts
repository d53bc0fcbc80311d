import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer as json, manualWait, openStream } from '../testing/event-stream.ts';
import {
  type FeedMode,
  MAX_FAILED_OPENS,
  POLL_INTERVAL_MS,
  POLLS_BEFORE_STREAM_RETRY,
  RECONNECT_DELAYS_MS,
  watchBoard,
} from './board-feed.ts';

const KEY = `op_2_${'a'.repeat(43)}`;
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function start(fetch: typeof globalThis.fetch, wait = manualWait()) {
  const modes: FeedMode[] = [];
  const onChange = vi.fn();
  const onKeyRefused = vi.fn();
  stop = watchBoard({
    key: KEY,
    fetch,
    wait: wait.wait,
    onChange,
    onKeyRefused,
    onMode: (m) => modes.push(m),
  });
  return { modes, onChange, onKeyRefused, wait };
}

describe('watchBoard', () => {
  it('opens the stream with the key and reloads on opening and on every status event', async () => {
    const stream = openStream();
    const fetch = vi.fn(async () => stream.response);
    const { modes, onChange } = start(fetch);

    await vi.waitFor(() => expect(modes).toEqual(['connecting', 'live']));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/operador/eventos');
    expect(init.headers).toMatchObject({ 'X-Operator-Key': KEY, Accept: 'text/event-stream' });
    expect(onChange).toHaveBeenCalledTimes(1);

    stream.write('retry: 3000\n\nevent: loja\ndata: {"id":2,"nome":"Hanami Sushi Asa Norte"}\n\n: ping\n\n');
    stream.write('id: 5\nevent: status\ndata: {"pedidoId":12,"lojaId":2,"status":"Pendente"');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onChange).toHaveBeenCalledTimes(1);
    stream.write(',"data":"2025-06-03T15:00:00.000Z","seq":5}\n\n');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    stream.write('event: status\ndata: {"pedidoId":12,"status":"Confirmado"}\n\n');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
  });

  it('hands the API message over and stops when the key is refused', async () => {
    const message = 'Chave do painel inválida. Peça uma nova chave à equipe responsável.';
    const fetch = vi.fn(async () => json(401, { status: 'error', code: 'operator_key_invalid', message }));
    const { onKeyRefused, wait } = start(fetch);

    await vi.waitFor(() => expect(onKeyRefused).toHaveBeenCalledWith(message));
    expect(wait.delays).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opens a dropped stream again after a second, reloading once it is back', async () => {
    const first = openStream();
    const second = openStream();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { modes, onChange, wait } = start(fetch);

    first.write('event: loja\ndata: {}\n\n');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    first.end();
    await vi.waitFor(() => expect(wait.delays).toEqual([RECONNECT_DELAYS_MS[0]]));
    expect(modes.at(-1)).toBe('reconnecting');

    wait.release();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(modes.at(-1)).toBe('live'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('backs off while the stream cannot be reached, then polls every 5 s and tries the stream again', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { modes, onChange, wait } = start(fetch);

    for (let attempt = 1; attempt < MAX_FAILED_OPENS; attempt++) {
      await vi.waitFor(() => expect(wait.delays).toHaveLength(attempt));
      expect(modes.at(-1)).toBe('reconnecting');
      wait.release();
    }
    expect(wait.delays).toEqual(RECONNECT_DELAYS_MS.slice(0, MAX_FAILED_OPENS - 1));

    for (let poll = 1; poll <= POLLS_BEFORE_STREAM_RETRY; poll++) {
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(poll));
      expect(modes.at(-1)).toBe('polling');
      expect(wait.delays.at(-1)).toBe(POLL_INTERVAL_MS);
      wait.release();
    }
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(MAX_FAILED_OPENS + 1));
  });

  it('polls at once when the server answers something other than a stream', async () => {
    const fetch = vi.fn(async () =>
      json(503, { status: 'error', code: 'service_unavailable', message: 'x' }),
    );
    const { modes, onChange } = start(fetch);

    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(modes).toEqual(['connecting', 'polling']);
  });

  it('stops reading and never opens the stream again once stopped', async () => {
    const stream = openStream();
    const fetch = vi.fn(async () => stream.response);
    const { modes, wait } = start(fetch);
    await vi.waitFor(() => expect(modes.at(-1)).toBe('live'));

    stop?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wait.delays).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
