import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../../auth/testing.ts';
import { signedInStaff } from '../../staff/testing.ts';

// Tuesday 3 June 2025, 12:00 in Brasília.
const { app, clock } = await buildWithClock({}, new Date('2025-06-03T15:00:00Z'));
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const managerB = await signedInStaff(app, now, 'gerente', [2]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);

const menuStatus = async () =>
  (await app.inject({ url: '/api/cardapio?marcaId=4&lojaId=1' })).json().data.cardapio.loja.statusLoja;

describe('a store’s hours, holidays and delivery time in the back office', () => {
  it('are the store manager’s and the admin’s to change; another store’s manager and operators get a 403', async () => {
    expect((await managerA.call('GET', '/api/gestao/loja')).json().data).toMatchObject({
      id: 1,
      statusLoja: 'aberta',
    });
    expect((await admin.call('GET', '/api/gestao/loja?lojaId=1')).statusCode).toBe(200);
    for (const who of [managerB, operatorA]) {
      expect((await who.call('GET', '/api/gestao/loja?lojaId=1')).statusCode).toBe(403);
      expect((await who.call('PATCH', '/api/gestao/loja?lojaId=1', { tempoEntrega: 50 })).statusCode).toBe(
        403,
      );
    }
  });

  it('closes the store on a holiday and reopens it, the menu following at once, every change audited', async () => {
    // the menu tells customers whether the store is open now (on the real clock): a holiday today closes it
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const before = await menuStatus();
    const closed = await managerA.call('PUT', '/api/gestao/loja/feriados', {
      feriados: [today, '2099-12-25'],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Feriados salvos.',
      data: { feriados: [today, '2099-12-25'] },
    });
    expect(await menuStatus()).toBe('fechada');
    await managerA.call('PUT', '/api/gestao/loja/feriados', { feriados: ['2099-12-25'] });
    expect(await menuStatus()).toBe(before);

    // hours: Tuesday only, from 18:00 to 02:00 (after midnight): closed at Tuesday noon
    const hours = await managerA.call('PUT', '/api/gestao/loja/horarios', {
      horarios: [{ dia: 2, abre: '18:00', fecha: '02:00' }],
    });
    expect(hours.json().data).toMatchObject({
      horarios: [{ dia: 2, abre: '18:00', fecha: '02:00' }],
      statusLoja: 'fechada',
    });
    const time = await managerA.call('PATCH', '/api/gestao/loja', { tempoEntrega: 55 });
    expect(time.json().data.tempoEntrega).toBe(55);

    const audit = await admin.call('GET', '/api/gestao/auditoria?entidade=loja&entidadeId=1');
    expect(audit.json().data.itens.map((e: { acao: string }) => e.acao)).toEqual([
      'loja.tempo_entrega',
      'loja.horarios',
      'loja.feriados',
      'loja.feriados',
    ]);
    expect(audit.json().data.itens[1]).toMatchObject({
      equipe: { id: managerA.id },
      antes: { statusLoja: 'aberta' },
      depois: { horarios: [{ dia: 2, abre: '18:00', fecha: '02:00' }], statusLoja: 'fechada' },
    });

    // Wednesday 01:30 in Brasília: still in Tuesday's window
    clock.advance(13.5 * 3600_000);
    const night = await signedInStaff(app, clock.now(), 'gerente', [1]);
    expect((await night.call('GET', '/api/gestao/loja')).json().data.statusLoja).toBe('aberta');
  });

  it('answers bad input with pt-BR messages, never a 5xx', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', '/api/gestao/loja/horarios', { horarios: [{ dia: 7, abre: '10:00', fecha: '12:00' }] }, 'dia'],
      [
        'PUT',
        '/api/gestao/loja/horarios',
        { horarios: [{ dia: 1, abre: '25:00', fecha: '12:00' }] },
        'Horário deve estar no formato HH:mm.',
      ],
      [
        'PUT',
        '/api/gestao/loja/horarios',
        {
          horarios: [
            { dia: 1, abre: '10:00', fecha: '12:00' },
            { dia: 1, abre: '10:00', fecha: '14:00' },
          ],
        },
        'Há dois horários do mesmo dia que abrem na mesma hora.',
      ],
      [
        'PUT',
        '/api/gestao/loja/feriados',
        { feriados: ['25/12/2025'] },
        'Data deve estar no formato AAAA-MM-DD.',
      ],
      [
        'PATCH',
        '/api/gestao/loja',
        { tempoEntrega: 2 },
        'O tempo de entrega deve ser de pelo menos 5 minutos.',
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await managerA.call(method as 'PUT', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
