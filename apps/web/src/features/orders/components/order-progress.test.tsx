import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderProgress } from './order-progress.tsx';

const stepsOf = () =>
  within(screen.getByRole('list', { name: 'Andamento do pedido' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent?.replace(/^Etapa \d de 4: /, ''));

describe('order progress bar (§4 table)', () => {
  it.each([
    ['Aguardando pagamento', ['concluída', 'não iniciada', 'não iniciada', 'não iniciada']],
    ['Pendente', ['concluída', 'não iniciada', 'não iniciada', 'não iniciada']],
    ['Confirmado', ['concluída', 'em andamento', 'não iniciada', 'não iniciada']],
    ['Em preparo', ['concluída', 'concluída', 'em andamento', 'não iniciada']],
    ['Saiu para entrega', ['concluída', 'concluída', 'concluída', 'não iniciada']],
    ['Pronto para retirar', ['concluída', 'concluída', 'concluída', 'concluída']],
    ['Concluído', ['concluída', 'concluída', 'concluída', 'concluída']],
    ['Cancelado', ['interrompida', 'não iniciada', 'não iniciada', 'não iniciada']],
    ['Estornado', ['não iniciada', 'não iniciada', 'não iniciada', 'não iniciada']],
  ])('%s → %j', (status, states) => {
    const { container } = render(
      <OrderProgress
        history={[
          { status: 'Aguardando pagamento', data: '2026-03-09T22:00:00.000Z' },
          { status, data: '2026-03-09T22:05:00.000Z' } as never,
        ]}
      />,
    );
    expect(stepsOf()).toEqual(states);
    const fills = [...container.querySelectorAll('li')].map((step) => step.className.split('--')[1]);
    const expected = states.map((state) =>
      state === 'concluída' ? 'done' : state === 'não iniciada' ? 'empty' : 'half',
    );
    expect(fills).toEqual(expected);
    expect(container.querySelector('ol')?.classList.contains('order-progress--danger')).toBe(
      status === 'Cancelado',
    );
  });

  it('is empty without history', () => {
    render(<OrderProgress history={[]} />);
    expect(stepsOf()).toEqual(['não iniciada', 'não iniciada', 'não iniciada', 'não iniciada']);
  });
});
