import { IonRouterContext, type IonRouterContextState } from '@ionic/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { registerToastPresenter, type ToastRequest } from '../lib/toast.ts';

/** Renders a screen with Ionic's router context, a fresh query client and a toast recorder. */
export function renderPage(page: ReactElement) {
  const router = {
    push: vi.fn(),
    back: vi.fn(),
    goBack: vi.fn(),
    navigateRoot: vi.fn(),
    canGoBack: () => false,
    nativeBack: vi.fn(),
    routeInfo: { pathname: '/', lastPathname: undefined },
  };
  const toasts: ToastRequest[] = [];
  const stopToasts = registerToastPresenter((toast) => toasts.push(toast));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IonRouterContext.Provider value={router as unknown as IonRouterContextState}>
        {page}
      </IonRouterContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, toasts, stopToasts, queryClient };
}

/** A fetch stub answering each call with the next envelope; the calls are kept for assertions. */
export function stubFetch(...answers: { status?: number; body: unknown }[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { body: { status: 'success', data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
