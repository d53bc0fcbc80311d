import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_STEPS, useSectionsInSteps } from './use-sections-in-steps.ts';

function Sections({ total }: { total: number }) {
  return <p>{useSectionsInSteps(total, 1)}</p>;
}

/** Runs the next step's timer and the render it starts. */
const step = () => act(() => vi.advanceTimersByTime(0));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSectionsInSteps', () => {
  it('builds the first section with the first screen, then the rest in two tasks', () => {
    expect(SECTION_STEPS).toBe(2);
    const view = render(<Sections total={9} />);
    expect(view.container.textContent).toBe('1');
    step();
    expect(view.container.textContent).toBe('5');
    step();
    expect(view.container.textContent).toBe('9');
    step();
    expect(view.container.textContent).toBe('9');
  });

  it('goes on when sections arrive later (the menu was still loading), and never shows more than there are', () => {
    const view = render(<Sections total={0} />);
    step();
    expect(view.container.textContent).toBe('0');
    view.rerender(<Sections total={4} />);
    expect(view.container.textContent).toBe('1');
    step();
    expect(view.container.textContent).toBe('3');
    step();
    expect(view.container.textContent).toBe('4');
    view.rerender(<Sections total={2} />);
    expect(view.container.textContent).toBe('2');
  });
});
