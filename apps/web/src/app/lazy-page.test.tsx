import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

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
  it('suspends a page whose module has not loaded, then shows it', async () => {
    const page = lazyPage(async () => ({ default: Greeting }));
    mount(page.Component);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
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
