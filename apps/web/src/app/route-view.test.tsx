import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page.tsx';
import { RouteView } from './route-view.tsx';
import type { AppRoute } from './routes.tsx';

afterEach(cleanup);

/** What the screen saw when it first rendered: whether its page frame was already on the document. */
interface FirstRender {
  frameAlready: boolean;
  renders: number;
}

function routeFor(path: string, seen: FirstRender): AppRoute {
  function Screen() {
    seen.renders += 1;
    if (seen.renders === 1) seen.frameAlready = document.querySelector(`[data-route="${path}"]`) !== null;
    return <p>{path}</p>;
  }
  return { path, title: path, status: 'ready', guards: [], page: Screen };
}

async function open(route: AppRoute) {
  const view = renderPage(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path={route.path} element={<RouteView route={route} />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
  return view;
}

describe('RouteView', () => {
  it('builds the page the app opens on after its frame, and a later page with its frame, each once', async () => {
    const first: FirstRender = { frameAlready: false, renders: 0 };
    const firstView = await open(routeFor('/primeira', first));
    expect(screen.getByText('/primeira')).toBeTruthy();
    // the frame was committed in a render of its own, the screen in a deferred one after it
    expect(first).toEqual({ frameAlready: true, renders: 1 });
    firstView.stopToasts();
    cleanup();

    const later: FirstRender = { frameAlready: false, renders: 0 };
    const laterView = await open(routeFor('/depois', later));
    expect(screen.getByText('/depois')).toBeTruthy();
    // built in the same render as its frame, and not a second time
    expect(later).toEqual({ frameAlready: false, renders: 1 });
    laterView.stopToasts();
  });
});
