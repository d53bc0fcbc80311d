import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPageShown, lazyPage } from './lazy-page.ts';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

const mount = (Component: React.ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Carregando…</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('shows its own loading screen while the module loads, never the Suspense fallback, then the page', async () => {
    const page = lazyPage(async () => ({ default: Greeting }));
    mount(page.Component);
    // suspending would have shown the boundary's fallback, and React keeps that on screen for 300 ms at least
    expect(screen.queryByText('Carregando…', { selector: 'p' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('mounts what the context names beside the page, in the commit that shows it', async () => {
    const shown = vi.fn();
    function Arrival() {
      useEffect(() => shown(document.body.textContent), []);
      return null;
    }
    const page = lazyPage(async () => ({ default: Greeting }));
    render(
      <LazyPageShown.Provider value={Arrival}>
        <page.Component name="Ana" />
      </LazyPageShown.Provider>,
    );
    expect(shown).not.toHaveBeenCalled();
    await screen.findByText('Olá, Ana');
    expect(shown).toHaveBeenCalledWith('Olá, Ana');
  });

  it('sends a module that cannot load to the error boundary', async () => {
    const page = lazyPage<{ name: string }>(() => Promise.reject(new Error('chunk gone')));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    class Boundary extends Component<{ children: React.ReactNode }, { error: string | null }> {
      override state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p>{this.state.error}</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <page.Component name="Ana" />
      </Boundary>,
    );
    expect(await screen.findByText('chunk gone')).toBeTruthy();
    errors.mockRestore();
  });

  it('renders a page already loaded at once, without the fallback, and loads its module once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const page = lazyPage(load);
    await act(() => page.preload());
    mount(page.Component);
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page mounted while it was loading as it is once loaded (no second mount)', async () => {
    const mounts = vi.fn();
    function Counted({ name }: { name: string }) {
      useEffect(() => mounts(), []);
      return <Greeting name={name} />;
    }
    const page = lazyPage(async () => ({ default: Counted }));
    const view = mount(page.Component);
    await screen.findByText('Olá, Ana');
    view.rerender(
      <Suspense fallback={<p>Carregando…</p>}>
        <page.Component name="Bia" />
      </Suspense>,
    );
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Carregando…')).toBeNull();
  });
});
