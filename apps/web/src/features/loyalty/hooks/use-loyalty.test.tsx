import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { logout } from '../../auth/index.ts';
import { aLoyaltyStatus } from '../testing.ts';
import { mirrorLoyalty, useLoyalty } from './use-loyalty.ts';

function Probe() {
  const { data } = useLoyalty();
  return <p>{data ? `nível ${data.nome}` : 'carregando'}</p>;
}

const ok = (data: unknown) => ({ body: { status: 'success', data } });

beforeEach(() => writeStored('usuario', { jwt: 't', id_externo: 'c-1', nome: 'Ana' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useLoyalty', () => {
  it('asks GET fidelidade for a logged-in user and mirrors the answer into the stored record', async () => {
    const calls = stubFetch(ok(aLoyaltyStatus()));
    const page = renderPage(<Probe />);
    expect(await screen.findByText('nível Onda')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/fidelidade');
    await waitFor(() => expect(readStored('fidelidade')).toMatchObject({ nivel: 2, shinguru: true }));
    page.stopToasts();
  });

  it('asks nothing for a visitor', () => {
    localStorage.clear();
    const calls = stubFetch(ok(aLoyaltyStatus()));
    const page = renderPage(<Probe />);
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(calls).toHaveLength(0);
    page.stopToasts();
  });
});

describe('the stored record', () => {
  it('is not written for an account that is no longer the one logged in', () => {
    expect(mirrorLoyalty(aLoyaltyStatus(), 'someone-else')).toBe(false);
    expect(readStored('fidelidade')).toBeUndefined();
    expect(mirrorLoyalty(aLoyaltyStatus(), 'c-1')).toBe(true);
    expect(readStored('fidelidade')).toMatchObject({ nivel: 2 });
  });

  it('goes with the logout, like the rest of the session', () => {
    mirrorLoyalty(aLoyaltyStatus(), 'c-1');
    logout({ serverSession: false });
    expect(readStored('fidelidade')).toBeUndefined();
    expect(readStored('usuario')).toBeUndefined();
  });
});
