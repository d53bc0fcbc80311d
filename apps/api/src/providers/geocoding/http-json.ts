import { GeocodingError } from './geocoder.ts';

/**
 * GET a JSON document with a time limit. HTTP 404 gives null (the resource does not exist); any other failure —
 * network error, timeout, non-2xx status, invalid JSON — throws GeocodingError.
 */
export async function getJson(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new GeocodingError(name === 'TimeoutError' ? 'timeout' : `unreachable (${name})`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocodingError(`HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocodingError((error as Error).name === 'TimeoutError' ? 'timeout' : 'invalid JSON');
  }
}
