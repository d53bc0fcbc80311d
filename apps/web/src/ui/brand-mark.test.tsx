import { CARD_BRANDS } from '@comanda/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark.tsx';

describe('BrandMark', () => {
  it.each(CARD_BRANDS)('draws a mark of its own for %s, named by the brand', (brand) => {
    render(<BrandMark brand={brand} />);
    const mark = screen.getByRole('img', { name: brand });
    expect(mark.getAttribute('class')).toBe('brand-mark brand-mark--md');
    // The §9 brands have their own colours; only unknown brands get the grey card.
    expect(mark.querySelector('rect')?.getAttribute('fill')).not.toBe('#5f5852');
  });

  it('matches the brand whatever its case or accents', () => {
    render(<BrandMark brand="VISA REFEICAO" size="sm" />);
    const mark = screen.getByRole('img', { name: 'VISA REFEICAO' });
    expect(mark.getAttribute('width')).toBe('36');
    expect(mark.textContent).toContain('refeição');
  });

  it('gives other brands their initials, and hides a decorative mark', () => {
    const { container } = render(
      <>
        <BrandMark brand="Banco Azul" />
        <BrandMark brand="Visa" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Banco Azul' }).textContent).toContain('BA');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
