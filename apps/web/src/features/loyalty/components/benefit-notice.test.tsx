import type { LoyaltyWalletItemData } from '@comanda/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BenefitNotice } from './benefit-notice.tsx';

const item = (overrides: Partial<LoyaltyWalletItemData>): LoyaltyWalletItemData => ({
  sequencial: 42,
  id_beneficio: 9,
  nome: 'Degustação de saquê',
  descricao: 'Três saquês para duas pessoas.',
  icone: '/img/x.svg',
  categoria: 'restaurante',
  uso: 'restaurante',
  disponivel: false,
  reservado: true,
  utilizado: false,
  status: 'Reservado',
  valido_ate: null,
  pedido_id: null,
  utilizado_em: null,
  produto_cod: null,
  reserva: null,
  ...overrides,
});
const show = (node: React.ReactElement) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('BenefitNotice (modal-beneficio-ativado / -utilizado)', () => {
  it('shows a restaurant benefit’s code and until when it holds', () => {
    const onDone = vi.fn();
    show(
      <BenefitNotice
        kind="activated"
        item={item({
          reserva: {
            consulta: { loja_id: 0, id_empresa_cupom: 47, id_cupom: 9, versao_cupom: 1, sequencial: 42 },
            expira_em: '2026-11-28T15:30:00.000Z',
          },
        })}
        onDone={onDone}
        onSeeBag={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Benefício ativado!' })).toBeTruthy();
    expect(screen.getByText('SHG-000042')).toBeTruthy();
    expect(screen.getByText('Válido até as 12:30 de hoje.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pronto' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('says which order used an item, links to it, and when an unused one ran out', () => {
    const used = item({
      status: 'Utilizado',
      utilizado: true,
      pedido_id: 77,
      utilizado_em: '2026-11-03T15:00:00Z',
    });
    const { unmount } = show(<BenefitNotice kind="used" item={used} onDone={vi.fn()} onSeeBag={vi.fn()} />);
    expect(screen.getByText('Usado em 03/11/2026 no pedido #77.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver pedido' }).getAttribute('href')).toBe(
      '/tabs/detalhes-pedido?pedidoId=77',
    );
    unmount();
    show(
      <BenefitNotice
        kind="used"
        item={item({ status: 'Utilizado', utilizado: true, valido_ate: '2026-11-01T03:00:00Z' })}
        onDone={vi.fn()}
        onSeeBag={vi.fn()}
      />,
    );
    expect(screen.getByText('Este benefício venceu em 31/10/2026 sem ser usado.')).toBeTruthy();
  });

  it('an item the wallet no longer lists as the notice needs says so', () => {
    show(
      <BenefitNotice
        kind="activated"
        item={item({ status: 'Disponível' })}
        onDone={vi.fn()}
        onSeeBag={vi.fn()}
      />,
    );
    expect(screen.getByText('Não encontramos este benefício na sua carteira.')).toBeTruthy();
  });
});
