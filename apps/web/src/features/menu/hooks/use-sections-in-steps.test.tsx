import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { SECTION_STEPS, useSectionsInSteps } from './use-sections-in-steps.ts';

/** What each commit showed. */
let commits: number[] = [];
function Sections({ total }: { total: number }) {
  const shown = useSectionsInSteps(total, 1);
  useEffect(() => {
    commits.push(shown);
  });
  return <p>{shown}</p>;
}
const distinct = (values: number[]) => values.filter((value, index) => value !== values[index - 1]);

describe('useSectionsInSteps', () => {
  it('commits the first section with the first screen, then the rest in two more commits', () => {
    expect(SECTION_STEPS).toBe(2);
    commits = [];
    const view = render(<Sections total={9} />);
    expect(view.container.textContent).toBe('9');
    expect(distinct(commits)).toEqual([1, 5, 9]);
  });

  it('shows sections that arrive after the menu mounted all at once, and never more than there are', () => {
    commits = [];
    const view = render(<Sections total={0} />);
    view.rerender(<Sections total={4} />);
    expect(view.container.textContent).toBe('4');
    expect(distinct(commits)).toEqual([0, 4]);
    view.rerender(<Sections total={2} />);
    expect(view.container.textContent).toBe('2');
  });
});
