import { QueryClient } from '@tanstack/react-query';
import { prefetchBagScreen } from '../features/bag/index.ts';
import { prefetchStoreFirstScreen, seedFirstScreen } from '../features/menu/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { preloadOpeningScreen } from './route-match.ts';

/**
 * The app's query client, made by main.tsx before React renders: the first screen's data is put into it, and the
 * opening screen's code and data are asked for at once (route-match.ts, ADR 0178), not at the first render.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
  seedFirstScreen(client);
  prefetchStoreFirstScreen(client);
  prefetchBagScreen(client);
  preloadOpeningScreen(client);
  return client;
}
