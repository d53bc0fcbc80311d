import { maskPhone, RESERVATION_MESSAGES } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeReservationSettings } from '../../db/schema/index.ts';
import { buildWithClock, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';

// The clock starts on Monday 2025-06-02 at 12:00 in São Paulo.
const { app, database, clock } = await buildWithClock();
const db = database.db;
const call = client(app);

// Asa Norte (2) holds 6 seats a slot, parties up to 4; Sudoeste (3) takes no reservations.
await db.insert(storeReservationSettings).values([
  {
    storeId: 2,
    enabled: true,
    seatsPerSlot: 6,
    intervalMinutes: 30,
    lastSeatingMinutes: 60,
    maxPartySize: 4,
    daysAhead: 7,
    minNoticeMinutes: 60,
  },
  {
    storeId: 3,
    enabled: false,
    seatsPerSlot: 10,
    intervalMinutes: 30,
    lastSeatingMinutes: 60,
    maxPartySize: 4,
    daysAhead: 7,
    minNoticeMinutes: 60,
  },
]);

async function customer(nome = 'Cliente Reserva') {
  const celular = freshPhone();
  const session = await signUp(app, { nome, celular, email: `${celular}@exemplo.com` });
  return session.usuario.jwt;
}

const booking = (extra: Record<string, unknown> = {}) => ({
  lojaId: 2,
  data: '2025-06-03',
  horario: '20:00',
  pessoas: 2,
  nome: 'Marina Kato',
  celular: '61998765432',
  ...extra,
});

const slotsOf = async (query: string) => (await call('GET', `/api/reservas/horarios?${query}`)).json().data;
const vagas = async (lojaId: number, data: string, horario: string) =>
  (await slotsOf(`lojaId=${lojaId}&data=${data}&pessoas=1`)).horarios.find(
    (s: { horario: string }) => s.horario === horario,
  ).vagas;

describe('table reservations (reservas)', () => {
  it('lists the stores taking reservations with the form’s limits and bookable days', async () => {
    const res = await call('GET', '/api/reservas/lojas');
    expect(res.statusCode).toBe(200);
    const stores = res.json().data;
    expect(stores.map((s: { id: number }) => s.id)).toEqual([1, 2, 4, 5]);
    expect(stores[0]).toMatchObject({
      id: 1,
      nome: 'Hanami Sushi Asa Sul',
      endereco: 'SCLS 405 Bloco C, 12 - Loja 12 — Asa Sul, Brasília-DF',
      telefone: '(61) 3345-4050',
      horario: '18:00 às 23:00',
      pessoasMin: 1,
      pessoasMax: 12,
      diasAntecedencia: 30,
      antecedenciaMinutos: 60,
    });
    expect(stores[0].datas).toHaveLength(31);
    expect(stores[0].datas.slice(0, 2)).toEqual([
      { data: '2025-06-02', aberta: true },
      { data: '2025-06-03', aberta: true },
    ]);
    expect(stores[1]).toMatchObject({ pessoasMax: 4, diasAntecedencia: 7 });
    expect(stores[1].datas).toHaveLength(8);
  });

  it('answers the day’s slots from the opening hours, after the minimum notice, with free seats', async () => {
    const asaSul = await slotsOf('lojaId=1&data=2025-06-02&pessoas=2');
    expect(asaSul.horarios.map((s: { horario: string }) => s.horario)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
    expect(asaSul.horarios[0]).toEqual({
      horario: '18:00',
      inicio: '2025-06-02T21:00:00.000Z',
      madrugada: false,
      vagas: 40,
      disponivel: true,
    });
    // Asa Norte opens at 11:30; at 12:00 with an hour's notice the first slot is 13:00.
    expect((await slotsOf('lojaId=2&data=2025-06-02')).horarios[0].horario).toBe('13:00');
    // Pinheiros on Friday closes at 00:30: the last seating is 23:30.
    const friday = (await slotsOf('lojaId=5&data=2025-06-06')).horarios;
    expect(friday.at(-1)).toMatchObject({
      horario: '23:30',
      madrugada: false,
      inicio: '2025-06-07T02:30:00.000Z',
    });
  });

  it.each([
    ['lojaId=3&data=2025-06-03', 404, RESERVATION_MESSAGES.storeNotFound],
    ['lojaId=99&data=2025-06-03', 404, RESERVATION_MESSAGES.storeNotFound],
    ['lojaId=1&data=03/06/2025', 400, 'Data inválida!'],
    ['lojaId=1&data=2025-06-01', 422, 'Data inválida!'],
    ['lojaId=2&data=2025-06-10', 422, 'Só é possível reservar com até 7 dias de antecedência.'],
    ['lojaId=2&data=2025-06-03&pessoas=5', 422, 'A reserva deve ser para 1 a 4 pessoas.'],
    ['lojaId=2&data=2025-06-03&pessoas=0', 400, 'O campo pessoas deve ser positivo.'],
    ['data=2025-06-03', 400, 'O campo lojaId deve ser um número.'],
  ])('slots %s → %i', async (query, status, message) => {
    const res = await call('GET', `/api/reservas/horarios?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });

  it('requires login to book, list and cancel', async () => {
    for (const [method, url] of [
      ['GET', '/api/reservas'],
      ['POST', '/api/reservas'],
      ['DELETE', '/api/reservas/1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? booking() : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('books a table: confirmation, upcoming list and fewer free seats', async () => {
    const jwt = await customer('Marina Kato');
    expect((await call('GET', '/api/reservas', undefined, jwt)).json().data).toEqual([]);
    const res = await call('POST', '/api/reservas', booking({ lojaId: 1, nome: '  Marina   Kato ' }), jwt);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Reserva confirmada!');
    const made = res.json().data;
    expect(made).toMatchObject({
      loja_id: 1,
      loja_nome: 'Hanami Sushi Asa Sul',
      data: '2025-06-03',
      horario: '20:00',
      inicio: '2025-06-03T23:00:00.000Z',
      madrugada: false,
      pessoas: 2,
      nome: 'Marina Kato',
      celular: '(61) 99876-5432',
      status: 'confirmada',
      cancelavel: true,
    });
    expect((await call('GET', '/api/reservas', undefined, jwt)).json().data).toEqual([made]);
    expect(await vagas(1, '2025-06-03', '20:00')).toBe(38);
  });

  it.each([
    [{ nome: '' }, 400, 'O campo nome é obrigatório!'],
    [{ celular: '6133454050' }, 400, 'Número de celular inválido!'],
    [{ celular: undefined }, 400, 'O campo celular é obrigatório!'],
    [{ horario: '20:15' }, 422, RESERVATION_MESSAGES.slotNotOffered],
    [
      { data: '2025-06-02', horario: '12:30' },
      422,
      'As reservas devem ser feitas com pelo menos 1 hora de antecedência.',
    ],
    [{ lojaId: 4, data: '2025-06-03', horario: '12:00' }, 422, RESERVATION_MESSAGES.slotNotOffered],
    [{ lojaId: 3 }, 404, RESERVATION_MESSAGES.storeNotFound],
    [{ pessoas: 5 }, 422, 'A reserva deve ser para 1 a 4 pessoas.'],
    [{ data: '2025-06-14' }, 422, 'Só é possível reservar com até 7 dias de antecedência.'],
  ])('refuses a bad booking %# with a pt-BR 4xx', async (extra, status, message) => {
    const jwt = await customer();
    const res = await call('POST', '/api/reservas', booking(extra), jwt);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });

  it('never overbooks a slot: booked seats + party must fit the capacity', async () => {
    const [a, b, c] = [await customer(), await customer(), await customer()];
    const slot = { data: '2025-06-04', horario: '19:00' };
    expect((await call('POST', '/api/reservas', booking({ ...slot, pessoas: 4 }), a)).statusCode).toBe(201);
    const tooMany = await call('POST', '/api/reservas', booking({ ...slot, pessoas: 3 }), b);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Só restam 2 lugares neste horário. Escolha outro horário.');
    expect((await call('POST', '/api/reservas', booking({ ...slot, pessoas: 2 }), b)).statusCode).toBe(201);
    const full = await call('POST', '/api/reservas', booking({ ...slot, pessoas: 1 }), c);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      status: 'error',
      code: 'reservation_slot_full',
      message: RESERVATION_MESSAGES.slotFull,
    });
    const answer = await slotsOf('lojaId=2&data=2025-06-04&pessoas=1');
    expect(answer.horarios.find((s: { horario: string }) => s.horario === '19:00')).toMatchObject({
      vagas: 0,
      disponivel: false,
    });
    const forThree = await slotsOf('lojaId=2&data=2025-06-04&pessoas=3');
    expect(forThree.horarios.find((s: { horario: string }) => s.horario === '19:30')).toMatchObject({
      vagas: 6,
      disponivel: true,
    });
  });

  it('concurrent bookings of one slot never pass its capacity', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => customer(`Corrida ${i}`)));
    const slot = { data: '2025-06-05', horario: '20:30', pessoas: 1 };
    const results = await Promise.all(people.map((jwt) => call('POST', '/api/reservas', booking(slot), jwt)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(6);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
    const [row] = await queryRows<{ seats: number }>(
      db,
      sql`select coalesce(sum(party_size), 0)::int as seats from reservations
        where store_id = 2 and service_date = '2025-06-05' and slot_time = '20:30' and status = 'confirmada'`,
    );
    expect(row?.seats).toBe(6);
    expect(await vagas(2, '2025-06-05', '20:30')).toBe(0);
  });

  it('cancels only the caller’s own reservations; cancelling frees the seats', async () => {
    const owner = await customer();
    const intruder = await customer();
    const made = (
      await call('POST', '/api/reservas', booking({ data: '2025-06-06', pessoas: 4 }), owner)
    ).json().data;
    expect(await vagas(2, '2025-06-06', '20:00')).toBe(2);

    const stolen = await call('DELETE', `/api/reservas/${made.id}`, undefined, intruder);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      status: 'error',
      code: 'reservation_not_found',
      message: RESERVATION_MESSAGES.notFound,
    });
    expect((await call('GET', '/api/reservas', undefined, intruder)).json().data).toEqual([]);

    const res = await call('DELETE', `/api/reservas/${made.id}`, undefined, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reserva cancelada.',
      data: { id: made.id, status: 'cancelada', cancelavel: false },
    });
    expect((await call('GET', '/api/reservas', undefined, owner)).json().data).toEqual([]);
    expect(await vagas(2, '2025-06-06', '20:00')).toBe(6);

    const again = await call('DELETE', `/api/reservas/${made.id}`, undefined, owner);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(RESERVATION_MESSAGES.alreadyCancelled);
    expect((await call('DELETE', '/api/reservas/abc', undefined, owner)).statusCode).toBe(400);
  });

  it('one customer holds at most 5 upcoming reservations', async () => {
    const jwt = await customer();
    for (const horario of ['18:00', '18:30', '19:00', '19:30', '20:00'])
      expect((await call('POST', '/api/reservas', booking({ lojaId: 5, horario }), jwt)).statusCode).toBe(
        201,
      );
    const res = await call('POST', '/api/reservas', booking({ lojaId: 5, horario: '21:00' }), jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Você só pode ter até 5 reservas futuras.');
  });

  it('deleting the account erases its reservations', async () => {
    const jwt = await customer();
    await call('POST', '/api/reservas', booking({ lojaId: 4, nome: 'Marcador Lgpd Reserva' }), jwt);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from reservations where nome = 'Marcador Lgpd Reserva'`,
        )
      )[0]?.n;
    expect(await count()).toBe(1);
    expect((await call('DELETE', '/api/cliente', {}, jwt)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  // Moves the clock: keep last.
  it('a reservation that has started cannot be cancelled, and leaves the upcoming list', async () => {
    const jwt = await customer();
    const made = (
      await call('POST', '/api/reservas', booking({ lojaId: 1, data: '2025-06-02', horario: '18:00' }), jwt)
    ).json().data;
    expect(made.celular).toBe(maskPhone('61998765432'));
    clock.advance(6 * 3600 * 1000 + 1); // 18:00:00.001 in São Paulo
    expect((await call('GET', '/api/reservas', undefined, jwt)).json().data).toEqual([]);
    const res = await call('DELETE', `/api/reservas/${made.id}`, undefined, jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'reservation_not_cancellable',
      message: 'Não é possível cancelar uma reserva que já passou.',
    });
  });
});
