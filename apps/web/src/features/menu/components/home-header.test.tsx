import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { HomeHeaderBar } from './home-header.tsx';

describe('the home top bar', () => {
  it('names a store called after the brand once, beside the brand', () => {
    renderPage(<HomeHeaderBar store={{ id: 2, nome: 'Hanami Sushi Asa Norte' }} onSearch={() => {}} />);
    expect(screen.getByText('Hanami Sushi · Asa Norte')).toBeTruthy();
    expect(screen.queryByText(/Hanami Sushi · Hanami Sushi/)).toBeNull();
  });

  it('reads Delivery before a store is chosen', () => {
    renderPage(<HomeHeaderBar onSearch={() => {}} />);
    expect(screen.getByText('Hanami Sushi · Delivery')).toBeTruthy();
  });
});
