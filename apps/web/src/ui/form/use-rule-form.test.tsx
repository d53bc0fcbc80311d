import { validateGiftCardNumber, validateGiftCardPassword } from '@comanda/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormRules } from './rule-form.ts';
import { TextField } from './text-field.tsx';
import { useRuleForm } from './use-rule-form.ts';

interface Values {
  numero: string;
  senha: string;
}

const rules: FormRules<Values> = { numero: validateGiftCardNumber, senha: validateGiftCardPassword };
const digits = (text: string) => text.replace(/\D/g, '');

function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const form = useRuleForm(rules, { numero: '', senha: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextField {...form.field('numero', { mask: digits })} label="Número" />
      <TextField {...form.field('senha')} label="Senha" />
      <button type="submit">Salvar</button>
      <button type="button" onClick={form.reset}>
        Limpar
      </button>
    </form>
  );
}

const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('useRuleForm', () => {
  it('shows each message under its field and focuses the first invalid one', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Senha'), 'sak');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const numero = screen.getByLabelText('Número');
    const senha = screen.getByLabelText('Senha');
    expect(document.activeElement).toBe(numero);
    expect(numero.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(numero)).toBe('O campo número é obrigatório!');
    expect(messageOf(senha)).toBe('A senha do Gift Card deve ter no mínimo 6 caracteres.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('masks while typing, checks a field again as it changes after a refused submit, then submits', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const numero = screen.getByLabelText('Número') as HTMLInputElement;
    const senha = screen.getByLabelText('Senha');
    await userEvent.type(numero, '60a35');
    expect(numero.value).toBe('6035');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(messageOf(senha)).toBe('O campo senha é obrigatório!');
    expect(numero.getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(senha, 'sak');
    expect(messageOf(senha)).toBe('A senha do Gift Card deve ter no mínimo 6 caracteres.');
    await userEvent.type(senha, 'ura');
    expect(senha.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ numero: '6035', senha: 'sakura' });
  });

  it('checks nothing while typing before the first submit, and reset starts over', async () => {
    render(<Harness onSave={() => undefined} />);
    const senha = screen.getByLabelText('Senha') as HTMLInputElement;
    await userEvent.type(senha, 'sak');
    expect(senha.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(senha.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(senha.value).toBe('');
    expect(senha.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(senha, 'x');
    expect(senha.getAttribute('aria-invalid')).toBeNull();
  });
});
