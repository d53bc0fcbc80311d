import { RESERVATION_MESSAGES } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backofficeWorld } from '../../../testing/backoffice.ts';
import { uniqueIp } from '../../bag/testing.ts';

// Two API processes on one database and one Redis; the clock starts on Tuesday 3 June 2025 at 12:00 in São Paulo.
// Store 1 opens from 18:00 to 23:00 on Mondays (9 June: the slots asked for below).
const { two, app, admin, managerA, managerB, operatorA } = await backofficeWorld('reservas');

const at = (lojaId: number) => `/api/gestao/loja/reservas?lojaId=${lojaId}`;

/** Store 1 of the demo catalogue. */
const STORE_1 = {
  ativa: true,
  lugaresPorHorario: 40,
  intervaloMinutos: 30,
  ultimaEntradaMinutos: 60,
  maxPessoas: 12,
  diasAntecedencia: 30,
  antecedenciaMinutos: 60,
};

/** What the customer's app is answered, on the process given. */
const customer = (on: FastifyInstance, url: string) => on.inject({ url, remoteAddress: uniqueIp() });
const slots = (on: FastifyInstance, query: string) => customer(on, `/api/reservas/horarios?${query}`);
const storesTakingReservations = async (on: FastifyInstance) =>
  (await customer(on, '/api/reservas/lojas')).json().data.map((s: { id: number }) => s.id) as number[];

async function auditOf(lojaId: number) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=loja&entidadeId=${lojaId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.itens as Array<{ acao: string; equipe: { id: number } | null }>).filter(
    (e) => e.acao === 'loja.reservas',
  );
}

describe('a store’s reservation settings in the back office', () => {
  it('are the store manager’s and the admin’s; another store’s manager and operators get a 403, a visitor a 401', async () => {
    expect((await admin.call('GET', at(1))).json().data).toEqual(STORE_1);
    const own = await managerA.call('GET', '/api/gestao/loja/reservas');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual(STORE_1);
    // a store without its own settings shows the defaults every such store uses
    expect((await admin.call('GET', at(2))).json().data).toEqual(STORE_1);
    for (const who of [managerB, operatorA]) {
      expect((await who.call('GET', at(1))).statusCode).toBe(403);
      expect((await who.call('PUT', at(1), STORE_1)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: at(1) })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: at(1), payload: STORE_1, remoteAddress: uniqueIp() }))
        .statusCode,
    ).toBe(401);
    expect(await auditOf(1)).toEqual([]);
  });

  it('changes the slots customers of every process see on their next request, every change audited', async () => {
    const before = await slots(two.app, 'lojaId=1&data=2025-06-09&pessoas=2');
    expect(before.json().data.horarios).toHaveLength(9);

    const smaller = {
      ...STORE_1,
      lugaresPorHorario: 6,
      maxPessoas: 4,
      intervaloMinutos: 60,
      diasAntecedencia: 7,
    };
    const saved = await managerA.call('PUT', '/api/gestao/loja/reservas', smaller);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      status: 'success',
      message: 'Configurações de reserva salvas.',
      data: smaller,
    });
    const after = (await slots(two.app, 'lojaId=1&data=2025-06-09&pessoas=2')).json().data;
    expect(after.horarios.map((s: { horario: string }) => s.horario)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
    expect(after.horarios[0]).toMatchObject({ vagas: 6, disponivel: true });
    const party = await slots(two.app, 'lojaId=1&data=2025-06-09&pessoas=5');
    expect(party.statusCode, party.body).toBe(422);
    expect(party.json()).toMatchObject({ code: 'reservation_party_size' });
    expect((await slots(two.app, 'lojaId=1&data=2025-06-20')).json()).toMatchObject({
      code: 'reservation_date_unavailable',
    });

    // turned off: the store no longer offers reservations
    expect(await storesTakingReservations(two.app)).toContain(1);
    const off = await admin.call('PUT', at(1), { ...smaller, ativa: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await storesTakingReservations(two.app)).not.toContain(1);
    const closed = await slots(two.app, 'lojaId=1&data=2025-06-09');
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({
      code: 'reservations_not_offered',
      message: RESERVATION_MESSAGES.storeNotFound,
    });
    expect((await managerA.call('GET', '/api/gestao/loja/reservas')).json().data).toEqual({
      ...smaller,
      ativa: false,
    });

    const entries = await auditOf(1);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ equipe: { id: managerA.id }, antes: STORE_1, depois: smaller });
    expect(entries[0]).toMatchObject({
      equipe: { id: admin.id },
      antes: smaller,
      depois: { ...smaller, ativa: false },
    });

    // a store without its own settings gets a row of its own
    const store2 = await admin.call('PUT', at(2), { ...STORE_1, ativa: false });
    expect(store2.statusCode, store2.body).toBe(200);
    expect(await storesTakingReservations(two.app)).not.toContain(2);
    expect((await auditOf(2))[0]).toMatchObject({ antes: STORE_1, depois: { ativa: false } });
  });

  it('answers bad input with the field and a pt-BR message, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ maxPessoas: 50 }, 'maxPessoas', 'maxPessoas não pode ser maior que lugaresPorHorario.'],
      [{ intervaloMinutos: 3 }, 'intervaloMinutos', 'O campo intervaloMinutos é pequeno demais.'],
      [{ diasAntecedencia: 400 }, 'diasAntecedencia', 'O campo diasAntecedencia é grande demais.'],
      [{ lugaresPorHorario: 2.5 }, 'lugaresPorHorario', 'O campo lugaresPorHorario é inválido.'],
      [
        { antecedenciaMinutos: undefined },
        'antecedenciaMinutos',
        'O campo antecedenciaMinutos é obrigatório.',
      ],
      [{ ativa: 'sim' }, 'ativa', 'O campo ativa é inválido.'],
    ];
    const before = (await admin.call('GET', at(4))).json().data;
    for (const [change, campo, mensagem] of cases) {
      const res = await admin.call('PUT', at(4), { ...before, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().errors).toContainEqual({ campo, mensagem });
    }
    expect((await admin.call('GET', at(4))).json().data).toEqual(before);
    expect(await auditOf(4)).toEqual([]);
  });
});
