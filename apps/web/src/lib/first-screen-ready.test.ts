import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

const fresh = () => import('./first-screen-ready.ts');

describe('afterFirstScreen', () => {
  it('waits for the first screen, then runs once', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreenReady } = await fresh();
    const task = vi.fn();
    afterFirstScreen(task, 5000);
    vi.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    markFirstScreenReady();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    markFirstScreenReady();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the wait when no screen says it is ready, and not again if one does later', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreenReady } = await fresh();
    const task = vi.fn();
    afterFirstScreen(task, 5000);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    markFirstScreenReady();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the first screen was ready before', async () => {
    const { afterFirstScreen, markFirstScreenReady } = await fresh();
    markFirstScreenReady();
    const task = vi.fn();
    afterFirstScreen(task, 5000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
