import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressNumberForm } from './address-number-form.tsx';

const located = {
  apelido: null,
  logradouro: 'SQN 412 Bloco A',
  numero: '',
  complemento: null,
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70867-010',
  ponto_referencia: null,
};

describe('modal-endereco-numero', () => {
  it('asks for the number, then hands it over trimmed; Sem número hands over s/n', async () => {
    const onDone = vi.fn();
    render(<AddressNumberForm address={located} onDone={onDone} />);
    const numero = screen.getByLabelText('Número*');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('O campo número é obrigatório!')).toBeTruthy();
    expect(numero.getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.type(numero, ' 120 ');
    expect(screen.queryByText('O campo número é obrigatório!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('120'));
    await userEvent.click(screen.getByRole('button', { name: 'Sem número' }));
    expect(onDone).toHaveBeenLastCalledWith('0');
  });
});
