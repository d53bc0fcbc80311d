import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenericDialog, GenericInputDialog } from './generic-dialog.tsx';

describe('generic dialogs', () => {
  it("answers 'executar' or 'cancelar'", async () => {
    const onResult = vi.fn();
    render(
      <GenericDialog
        options={{ title: 'Excluir endereço', confirmText: 'Excluir endereço' }}
        onResult={onResult}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Excluir endereço' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir endereço' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onResult.mock.calls).toEqual([['executar'], ['cancelar']]);
  });

  it('returns the typed value from the input dialog', async () => {
    const onResult = vi.fn();
    render(
      <GenericInputDialog options={{ title: 'Apelido', label: 'Apelido do cartão' }} onResult={onResult} />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Apelido do cartão'), '  Cartão da casa ');
    await userEvent.click(confirm);
    expect(onResult).toHaveBeenCalledWith({ result: 'executar', value: 'Cartão da casa' });
  });
});
