import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored } from '../../../testing/stored.ts';
import { SearchAddressPage } from './search-address-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const found = {
  cep: '70867-010',
  logradouro: 'SQN 412 Bloco A',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  lat: null,
  lng: null,
};

describe('buscar-endereco', () => {
  it("masks the CEP, says 'CEP inválido!' for a short one without asking the API, then opens the found address", async () => {
    const calls = stubFetch({ body: { status: 'success', data: found } });
    const page = renderPage(<SearchAddressPage />);
    const cep = screen.getByRole('textbox', { name: 'CEP' }) as HTMLInputElement;
    await userEvent.type(cep, '7086');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('CEP inválido!')).toBeTruthy();
    expect(cep.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await userEvent.type(cep, '7a010');
    expect(cep.value).toBe('70867-010');
    expect(screen.queryByText('CEP inválido!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(page.router.push).toHaveBeenCalledWith('/cadastro-endereco', 'forward'));
    expect(calls[0]).toMatchObject({ url: '/api/cep/70867010', method: 'GET' });
    expect(readStored('editar-endereco')).toMatchObject({ logradouro: 'SQN 412 Bloco A', cep: '70867-010' });
    page.stopToasts();
  });

  it("shows the server's refusal under the field until the CEP changes", async () => {
    stubFetch({ status: 404, body: { status: 'error', message: 'CEP não encontrado.' } });
    const page = renderPage(<SearchAddressPage />);
    const cep = screen.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('CEP não encontrado.')).toBeTruthy();
    expect(page.router.push).not.toHaveBeenCalled();
    expect(page.toasts).toEqual([]);

    await userEvent.type(cep, '{Backspace}8');
    expect(screen.queryByText('CEP não encontrado.')).toBeNull();
    page.stopToasts();
  });
});
