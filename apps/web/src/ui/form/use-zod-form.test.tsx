import { mobilePhoneField, ruledField } from '@comanda/contract';
import { maskDate } from '@comanda/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormPhoneField, FormTextField } from './form-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  nome: ruledField('nome', 10, () => null),
  celular: mobilePhoneField,
  nascimento: z.string(),
  apelido: z.string().max(5),
});
type Values = z.output<typeof schema>;

function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const form = useZodForm(
    schema,
    { nome: '', celular: '', nascimento: '', apelido: '' },
    { labels: { apelido: 'apelido do endereço' } },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <FormTextField control={form.control} name="nome" label="Nome" marker="*" />
      <FormPhoneField control={form.control} name="celular" />
      <FormTextField control={form.control} name="nascimento" label="Nascimento" mask={maskDate} />
      <FormTextField control={form.control} name="apelido" label="Apelido" />
      <SubmitButton busy={false}>Salvar</SubmitButton>
    </form>
  );
}

describe('useZodForm with the bound fields', () => {
  it('shows each message under its field, wired for assistive technology, and focuses the first invalid one', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Celular*'), '6199');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const nome = screen.getByLabelText('Nome*');
    const celular = screen.getByLabelText('Celular*');
    await waitFor(() => expect(document.activeElement).toBe(nome));
    expect(nome.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nome.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'O campo nome é obrigatório!',
    );
    expect(celular.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(celular.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Número de celular inválido!',
    );
    expect(screen.getByLabelText('Nascimento').getAttribute('aria-invalid')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('masks while typing, checks a field again as it changes after a refused submit, then submits', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo nome é obrigatório!')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nome*'), 'Ana');
    await waitFor(() => expect(screen.queryByText('O campo nome é obrigatório!')).toBeNull());
    expect(screen.getByText('O campo celular é obrigatório!')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Celular*'), '61998765432');
    await userEvent.type(screen.getByLabelText('Nascimento'), '10051990');
    expect((screen.getByLabelText('Celular*') as HTMLInputElement).value).toBe('(61) 99876-5432');
    expect((screen.getByLabelText('Nascimento') as HTMLInputElement).value).toBe('10/05/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { nome: 'Ana', celular: '(61) 99876-5432', nascimento: '10/05/1990', apelido: '' },
        expect.anything(),
      ),
    );
  });

  it("names the field of a fallback message by the form's label, like the API names it by path", async () => {
    render(<Harness onSave={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Apelido'), 'Casa da mãe');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo apelido do endereço é longo demais.')).toBeTruthy();
  });
});
