import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../bag/testing.ts';
import { type Customer, orderingApp, orderingCustomer } from '../../orders/testing.ts';
import { asStaff, signedInStaff } from '../../staff/testing.ts';

const { app, database, clock } = await orderingApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const manager = await signedInStaff(app, now, 'gerente', [1]);
const operator = await signedInStaff(app, now, 'operador', [1]);

const CUPOM_10 = 3; // 'cupom-10-delivery': level 2, monthly
const CAFE = 1; // 'cafe-do-mes': level 1, monthly

const as = (token: string, url: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function member(): Promise<Customer> {
  const me = await orderingCustomer(app, database);
  expect((await as(me.token, '/api/cliente', 'PUT', { shinguru: true })).statusCode).toBe(200);
  return me;
}

const walletBenefits = async (me: Customer) =>
  ((await as(me.token, '/api/fidelidade_carteira')).json().data as Array<{ id_beneficio: number }>).map(
    (item) => item.id_beneficio,
  );
const levelOf = async (me: Customer, id: number) =>
  (
    (await as(me.token, '/api/buscar_beneficios')).json().data.niveis as Array<{
      nivel: number;
      benefits: Array<{ id: number }>;
    }>
  ).find((level) => level.benefits.some((b) => b.id === id))?.nivel;
const change = (id: number, body: object, who = admin) =>
  who.call('PATCH', `/api/gestao/fidelidade/beneficios/${id}`, body);

describe('the Shinguru programme in the back office', () => {
  it('lists the levels and every benefit with the level that unlocks it', async () => {
    const res = await admin.call('GET', '/api/gestao/fidelidade');
    expect(res.statusCode, res.body).toBe(200);
    const { niveis, beneficios } = res.json().data;
    expect(niveis.map((l: { nome: string }) => l.nome)).toEqual(['Areia', 'Onda', 'Coral', 'Pérola']);
    expect(niveis[3]).toMatchObject({ pontosMin: 3200, pontosMax: null });
    expect(beneficios).toHaveLength(11);
    expect(beneficios.find((b: { id: number }) => b.id === CUPOM_10)).toMatchObject({
      nivel: 2,
      ativo: true,
    });
  });

  it('moves a benefit to another level: the club lists it there and a member of that level is granted it', async () => {
    const before = await member(); // level 1 (Areia), no points
    expect(await walletBenefits(before)).not.toContain(CUPOM_10);
    const res = await change(CUPOM_10, { nivel: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Benefício salvo.', data: { id: CUPOM_10, nivel: 1 } });
    expect(await levelOf(before, CUPOM_10)).toBe(1);
    expect(await walletBenefits(before)).toContain(CUPOM_10); // this month's grant, at the next read
    await change(CUPOM_10, { nivel: 2 });
    expect(await levelOf(before, CUPOM_10)).toBe(2);
    // what was granted stays the member's
    expect(await walletBenefits(before)).toContain(CUPOM_10);
  });

  it('stops offering a benefit: gone from the club, not granted to new members; offered again afterwards', async () => {
    expect((await change(CAFE, { ativo: false, nome: 'Café da casa' })).statusCode).toBe(200);
    const newcomer = await member();
    expect(await levelOf(newcomer, CAFE)).toBeUndefined();
    expect(await walletBenefits(newcomer)).not.toContain(CAFE);
    await change(CAFE, { ativo: true });
    expect(await levelOf(newcomer, CAFE)).toBe(1);
    expect(await walletBenefits(newcomer)).toContain(CAFE);
    const audit = await admin.call('GET', `/api/gestao/auditoria?entidade=beneficio&entidadeId=${CAFE}`);
    expect(audit.json().data.itens[1]).toMatchObject({
      acao: 'fidelidade.beneficio',
      equipe: { id: admin.id },
      antes: { ativo: true, nome: 'Café do mês' },
      depois: { ativo: false, nome: 'Café da casa' },
    });
  });

  it('refuses a level outside 1–4, an empty change and an unknown benefit; only the admin may', async () => {
    const bad = await change(CUPOM_10, { nivel: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'nivel', mensagem: 'O campo nível deve ser no máximo 4.' }]);
    expect((await change(CUPOM_10, {})).json().message).toBe('Informe o que muda no benefício.');
    expect((await change(999, { ativo: true })).statusCode).toBe(404);
    for (const who of [manager, operator]) {
      expect((await who.call('GET', '/api/gestao/fidelidade')).statusCode).toBe(403);
      expect((await change(CUPOM_10, { nivel: 1 }, who)).statusCode).toBe(403);
    }
    expect((await asStaff(app, null)('GET', '/api/gestao/fidelidade')).statusCode).toBe(401);
    const { beneficios } = (await admin.call('GET', '/api/gestao/fidelidade')).json().data;
    expect(beneficios.find((b: { id: number }) => b.id === CUPOM_10).nivel).toBe(2);
  });
});
