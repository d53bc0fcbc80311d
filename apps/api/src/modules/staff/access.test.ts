import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../auth/testing.ts';
import { asStaff, newStaff, passwordStep, signedInStaff } from './testing.ts';

const { app, database, clock } = await buildWithClock();
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const managerB = await signedInStaff(app, now, 'gerente', [2]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const people = { admin, managerA, managerB, operatorA };
// the target of the credential resets: resetting a signed-in member of `people` would end their session
const target = await newStaff(app, 'operador', [1]);
type Who = keyof typeof people;

let serial = 0;
const newEmail = () => `novo.${++serial}.${Date.now()}@hanami.test`;

async function auditOf(entityId: number) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=staff&entidadeId=${entityId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.itens as Array<{
    acao: string;
    antes: unknown;
    depois: unknown;
    equipe: { id: number } | null;
  }>;
}

/** Every back-office route of this module, tried by every role: only `allowed` pass, the others get a 403. */
const routes: Array<{
  name: string;
  allowed: Who[];
  run: (who: Who) => Promise<{ statusCode: number; body: string }>;
}> = [
  {
    name: 'GET eu',
    allowed: ['admin', 'managerA', 'managerB', 'operatorA'],
    run: (w) => people[w].call('GET', '/api/gestao/eu'),
  },
  { name: 'GET equipe', allowed: ['admin'], run: (w) => people[w].call('GET', '/api/gestao/equipe') },
  {
    name: 'POST equipe',
    allowed: ['admin'],
    run: (w) =>
      people[w].call('POST', '/api/gestao/equipe', {
        email: newEmail(),
        nome: 'Nova Pessoa',
        papel: 'operador',
        lojas: [1],
      }),
  },
  {
    name: 'PATCH equipe',
    allowed: ['admin'],
    run: (w) => people[w].call('PATCH', `/api/gestao/equipe/${operatorA.id}`, { nome: `Operador ${w}` }),
  },
  { name: 'GET auditoria', allowed: ['admin'], run: (w) => people[w].call('GET', '/api/gestao/auditoria') },
  {
    name: 'POST equipe/{id}/senha',
    allowed: ['admin'],
    run: (w) => people[w].call('POST', `/api/gestao/equipe/${target.id}/senha`),
  },
  {
    name: 'POST equipe/{id}/totp/redefinir',
    allowed: ['admin'],
    run: (w) => people[w].call('POST', `/api/gestao/equipe/${target.id}/totp/redefinir`),
  },
];

describe('back-office access: role × action', () => {
  for (const route of routes)
    for (const who of Object.keys(people) as Who[])
      it(`${route.name} by ${who}: ${route.allowed.includes(who) ? 'allowed' : '403'}`, async () => {
        const res = await route.run(who);
        if (route.allowed.includes(who)) expect(res.statusCode, res.body).toBeLessThan(300);
        else {
          expect(res.statusCode, res.body).toBe(403);
          expect(JSON.parse(res.body)).toMatchObject({
            code: 'staff_forbidden',
            message: 'Você não tem permissão para esta ação.',
          });
        }
      });

  it('without a session every back-office route is a 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/gestao/eu'],
      ['GET', '/api/gestao/equipe'],
      ['GET', '/api/gestao/auditoria'],
    ] as const)
      expect((await asStaff(app, null)(method, url)).json().code).toBe('staff_session_required');
  });
});

describe('team management (admin)', () => {
  it('creates a member (password shown once, works for sign-in) and audits it', async () => {
    const res = await admin.call('POST', '/api/gestao/equipe', {
      email: ' Maria.Gerente@Hanami.TEST ',
      nome: 'Maria Gerente',
      papel: 'gerente',
      lojas: [2, 1, 2],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { membro, senha } = res.json().data;
    expect(membro).toMatchObject({
      email: 'maria.gerente@hanami.test',
      lojas: [1, 2],
      ativo: true,
      totpAtivo: false,
    });
    expect(JSON.stringify(res.json())).not.toContain('senha_hash');
    expect((await passwordStep(app, 'maria.gerente@hanami.test', senha)).etapa).toBe('cadastro_totp');
    const [entry] = await auditOf(membro.id);
    expect(entry).toMatchObject({
      acao: 'staff.create',
      antes: null,
      depois: membro,
      equipe: { id: admin.id },
    });
    const taken = await admin.call('POST', '/api/gestao/equipe', {
      email: 'maria.gerente@hanami.test',
      nome: 'Outra',
      papel: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('staff_email_taken');
  });

  it('changes role and stores with before and after in the audit log', async () => {
    const member = await newStaff(app, 'operador', [1]);
    const res = await admin.call('PATCH', `/api/gestao/equipe/${member.id}`, {
      papel: 'gerente',
      lojas: [2],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ papel: 'gerente', lojas: [2] });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      acao: 'staff.update',
      antes: { papel: 'operador', lojas: [1] },
      depois: { papel: 'gerente', lojas: [2] },
    });
  });

  it('deactivating a member ends their sessions at once and refuses their sign-in', async () => {
    const member = await signedInStaff(app, now, 'operador', [1]);
    expect((await member.call('GET', '/api/gestao/eu')).statusCode).toBe(200);
    const off = await admin.call('PATCH', `/api/gestao/equipe/${member.id}`, { ativo: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await member.call('GET', '/api/gestao/eu')).statusCode).toBe(401);
    const again = await asStaff(app, null)('POST', '/api/gestao/login', {
      email: member.email,
      senha: member.senha,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('staff_deactivated');
    expect((await auditOf(member.id))[0]).toMatchObject({ antes: { ativo: true }, depois: { ativo: false } });
  });

  it('resets a member’s password and TOTP: their sessions end, they enrol again, both audited', async () => {
    const member = await signedInStaff(app, now, 'gerente', [2]);
    const reset = await admin.call('POST', `/api/gestao/equipe/${member.id}/senha`);
    expect(reset.statusCode, reset.body).toBe(200);
    const { senha } = reset.json().data;
    expect((await member.call('GET', '/api/gestao/eu')).statusCode).toBe(401);
    const old = await asStaff(app, null)('POST', '/api/gestao/login', {
      email: member.email,
      senha: member.senha,
    });
    expect(old.statusCode).toBe(422);
    expect((await passwordStep(app, member.email, senha)).etapa).toBe('totp');
    const totp = await admin.call('POST', `/api/gestao/equipe/${member.id}/totp/redefinir`);
    expect(totp.statusCode, totp.body).toBe(200);
    expect((await passwordStep(app, member.email, senha)).etapa).toBe('cadastro_totp');
    const entries = await auditOf(member.id);
    expect(entries.slice(0, 2)).toMatchObject([
      {
        acao: 'staff.totp_reset',
        antes: { totpAtivo: true },
        depois: { totpAtivo: false },
        equipe: { id: admin.id },
      },
      { acao: 'staff.password_reset', antes: null, depois: null, equipe: { id: admin.id } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(senha);
    expect((await admin.call('POST', '/api/gestao/equipe/999999/senha')).statusCode).toBe(404);
  });

  it('keeps at least one active admin', async () => {
    for (const change of [{ papel: 'gerente', lojas: [1] }, { ativo: false }]) {
      const res = await admin.call('PATCH', `/api/gestao/equipe/${admin.id}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('staff_last_admin');
    }
    const second = await newStaff(app, 'admin');
    const demoted = await admin.call('PATCH', `/api/gestao/equipe/${second.id}`, {
      papel: 'operador',
      lojas: [2],
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await admin.call('GET', '/api/gestao/eu')).json().data.papel).toBe('admin');
  });

  it('answers bad input with a 400 or 404, never a 5xx', async () => {
    const bad: Array<[string, string, unknown, number]> = [
      ['POST', '/api/gestao/equipe', { email: newEmail(), nome: 'X Y', papel: 'dono' }, 400],
      ['POST', '/api/gestao/equipe', { email: newEmail(), nome: 'X Y', papel: 'gerente' }, 400],
      ['POST', '/api/gestao/equipe', { email: newEmail(), nome: 'X Y', papel: 'gerente', lojas: ['a'] }, 400],
      [
        'POST',
        '/api/gestao/equipe',
        { email: newEmail(), nome: 'X Y', papel: 'gerente', lojas: [99999] },
        404,
      ],
      ['PATCH', '/api/gestao/equipe/abc', { nome: 'X' }, 400],
      ['PATCH', '/api/gestao/equipe/999999', { nome: 'Xavier' }, 404],
      ['PATCH', `/api/gestao/equipe/${operatorA.id}`, {}, 400],
      ['PATCH', `/api/gestao/equipe/${operatorA.id}`, { ativo: 'sim' }, 400],
      ['GET', '/api/gestao/auditoria?de=2025-13-01', undefined, 400],
      ['GET', '/api/gestao/auditoria?de=2025-06-02&ate=2025-06-01', undefined, 400],
      ['GET', '/api/gestao/auditoria?porPagina=1000', undefined, 400],
      ['GET', '/api/gestao/auditoria?equipeId=-1', undefined, 400],
    ];
    const superAdmin = await signedInStaff(app, now, 'admin');
    for (const [method, url, payload, status] of bad) {
      const res = await superAdmin.call(method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
    }
  });
});

describe('audit log', () => {
  it('filters by member, entity and Brasília day, newest first, paginated', async () => {
    const auditor = await signedInStaff(app, now, 'admin');
    for (const nome of ['Primeiro Nome', 'Segundo Nome', 'Terceiro Nome'])
      await auditor.call('PATCH', `/api/gestao/equipe/${managerB.id}`, { nome });
    const mine = `equipeId=${auditor.id}&entidade=staff&entidadeId=${managerB.id}`;
    const page = await auditor.call('GET', `/api/gestao/auditoria?${mine}&porPagina=2`);
    expect(page.json().data).toMatchObject({ pagina: 1, porPagina: 2, total: 3 });
    expect(page.json().data.itens.map((e: { depois: { nome: string } }) => e.depois.nome)).toEqual([
      'Terceiro Nome',
      'Segundo Nome',
    ]);
    const second = await auditor.call('GET', `/api/gestao/auditoria?${mine}&porPagina=2&pagina=2`);
    expect(second.json().data.itens.map((e: { depois: { nome: string } }) => e.depois.nome)).toEqual([
      'Primeiro Nome',
    ]);
    // the auditor's own TOTP enrolment is theirs too, on their own entity
    const own = await auditor.call(
      'GET',
      `/api/gestao/auditoria?equipeId=${auditor.id}&entidadeId=${auditor.id}`,
    );
    expect(own.json().data.itens).toMatchObject([
      { acao: 'staff.totp_enabled', depois: { totpAtivo: true } },
    ]);
    // the entries were written today in Brasília (the database's clock), not yesterday
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    const ofToday = await auditor.call('GET', `/api/gestao/auditoria?${mine}&de=${today}&ate=${today}`);
    expect(ofToday.json().data.total).toBe(3);
    const before = await auditor.call('GET', `/api/gestao/auditoria?${mine}&ate=${yesterday}`);
    expect(before.json().data.total).toBe(0);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const statement of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ])
      await expect(database.db.execute(statement)).rejects.toThrow();
    const rows = await admin.call('GET', '/api/gestao/auditoria');
    expect(rows.json().data.total).toBeGreaterThan(0);
  });
});
