import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../../lib/first-screen-ready.ts';
import { useFirstScreenImages } from './use-first-screen-images.ts';

function Screen({ shown }: { shown: boolean }) {
  const body = useRef<HTMLDivElement>(null);
  useFirstScreenImages(body, shown);
  return <div ref={body}>{shown && <img src="/img/banners/festival-de-temaki.svg" alt="Festival" />}</div>;
}

describe('useFirstScreenImages', () => {
  it('says the first screen is ready only once it is shown and its images on screen have settled', async () => {
    const later = vi.fn();
    afterFirstScreen(later, 60_000);
    const view = render(<Screen shown={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(later).not.toHaveBeenCalled();
    view.rerender(<Screen shown />);
    await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  });
});
