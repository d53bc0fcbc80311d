import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { writeStored } from '../../../testing/stored.ts';
import { StreetSearch } from './street-search.tsx';

const suggestion = (logradouro: string, cep: string) => ({
  logradouro,
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  cep,
  lat: -15.76,
  lng: -47.88,
});

afterEach(() => vi.unstubAllGlobals());

describe('street search', () => {
  it('waits for 3 letters, searches once typing stops and picks with the keyboard', async () => {
    writeStored('localizacao-atual', { logradouro: 'X', latitude: -15.7, longitude: -47.8 });
    const calls = stubFetch({
      body: {
        status: 'success',
        data: {
          sugestoes: [suggestion('SQN 208 Bloco A', '70853-010'), suggestion('SQN 412 Bloco A', '70867-010')],
        },
      },
    });
    const onPick = vi.fn();
    const page = renderPage(<StreetSearch onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Rua, quadra ou bairro' });

    await userEvent.type(box, 'sq');
    expect(await screen.findByText('Digite pelo menos 3 letras.')).toBeTruthy();
    await userEvent.type(box, 'n');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'SQN 208 Bloco AAsa Norte, Brasília - DF · 70853-010',
      'SQN 412 Bloco AAsa Norte, Brasília - DF · 70867-010',
    ]);
    expect(calls.map((call) => call.url)).toEqual(['/api/geocode/sugestoes?texto=sqn&lat=-15.7&lng=-47.8']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(suggestion('SQN 412 Bloco A', '70867-010'));
    page.stopToasts();
  });

  it('says when nothing matches', async () => {
    stubFetch({ body: { status: 'success', data: { sugestoes: [] } } });
    const page = renderPage(<StreetSearch onPick={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Rua, quadra ou bairro' }), 'zzzzz');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Nenhum endereço encontrado para “zzzzz”. Tente o CEP.',
      ),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    page.stopToasts();
  });
});
