import { CARD_BRANDS } from '@comanda/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardTile } from './card-tile.tsx';

const visa = { id: 1, tipo: 'Crédito', bandeira: 'Visa', final: '0010', apelido: 'Pessoal' } as const;

describe('card tile (§2)', () => {
  it.each(CARD_BRANDS)('draws a mark of its own for %s', (brand) => {
    const { container } = render(<CardTile card={{ ...visa, bandeira: brand }} />);
    const mark = container.querySelector('svg.brand-mark');
    expect(mark?.getAttribute('data-brand')).toBe(brand);
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.querySelector('text')?.textContent).not.toBe('');
    expect(container.querySelector('.card-tile__line')?.textContent).toBe(`${brand} **** 0010`);
  });

  it("shows the nickname, or 'Cartão de {tipo}', the brand and '**** {last4}'", () => {
    const { rerender } = render(<CardTile card={visa} />);
    expect(screen.getByText('Pessoal')).toBeTruthy();
    expect(screen.getByText('**** 0010')).toBeTruthy();
    rerender(<CardTile card={{ ...visa, apelido: null, tipo: 'Débito' }} />);
    expect(screen.getByText('Cartão de Débito')).toBeTruthy();
    expect(screen.queryByText('Cadastre novamente')).toBeNull();
  });

  it('warns about a card with falha_transacao 1', () => {
    render(<CardTile card={{ ...visa, falha_transacao: 1 }} />);
    expect(screen.getByText('Cadastre novamente')).toBeTruthy();
  });

  it("offers the trash icon and 'Trocar cartão' when asked, each with its name", async () => {
    const onDelete = vi.fn();
    const onChange = vi.fn();
    render(<CardTile card={visa} onDelete={onDelete} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir cartão Pessoal final 0010' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trocar cartão' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('is a button only when it can be picked', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<CardTile card={visa} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<CardTile card={visa} onSelect={onSelect} selected />);
    const tile = screen.getByRole('button', { name: /Pessoal/ });
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(tile);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
