import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';
import { customerSession, line, poster } from '../bag/testing.ts';
import { GIFT_CARD_LIMIT_MESSAGES } from './service.ts';

const { app, database } = await build();
const post = poster(app);

// Demo card (docs/bag.md): R$ 200,00, active.
const RICH = { numero_cartao: '6035000033334444', senha_cartao: 'sakura02' };
const FAILURE_MESSAGE =
  'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.';

async function validated(token?: string): Promise<string> {
  const res = await post('/api/validar_gift_card', RICH, token ? { token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

/** Prices a bag paid with the gift card's token, as `bearer`'s customer (or a visitor). */
const priced = (giftCardToken: string, bearer?: string) =>
  post(
    '/api/carrinho/calcular',
    { lojaId: 1, itens: [line(2005, 1)], gift_cards: [{ token: giftCardToken }] },
    bearer ? { token: bearer } : {},
  );

const otherCustomer = {
  status: 'error',
  code: 'gift_card_other_customer',
  message: GIFT_CARD_LIMIT_MESSAGES.otherCustomer,
};

describe('a gift-card validation token is bound to its customer', () => {
  it('serves the customer who validated it, and refuses anyone else with a 403', async () => {
    const [ana, bruno] = [await customerSession(app, database), await customerSession(app, database)];
    const token = await validated(ana.token);
    expect(token).toMatch(new RegExp(`^c${ana.id}\\.[\\w-]{43}$`));

    expect((await priced(token, ana.token)).statusCode).toBe(200);
    const stolen = await priced(token, bruno.token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual(otherCustomer);
    const anonymous = await priced(token);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual(otherCustomer);
    expect((await priced(token, ana.token)).statusCode).toBe(200);
  });

  it('cannot be re-addressed to another customer by editing the token', async () => {
    const [ana, bruno] = [await customerSession(app, database), await customerSession(app, database)];
    const token = await validated(ana.token);
    const forged = token.replace(/^c\d+\./, `c${bruno.id}.`);
    const res = await priced(forged, bruno.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'gift_card_invalid', message: FAILURE_MESSAGE });
  });

  it("a visitor's token becomes the first customer's who uses it, and nobody else's", async () => {
    const [ana, bruno] = [await customerSession(app, database), await customerSession(app, database)];
    const token = await validated();
    expect(token).toMatch(/^v\.[\w-]{43}$/);
    expect((await priced(token)).statusCode).toBe(200);

    // the visitor logs in as Ana: the token is hers from now on
    expect((await priced(token, ana.token)).statusCode).toBe(200);
    for (const someoneElse of [bruno.token, undefined]) {
      const res = await priced(token, someoneElse);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'gift_card_invalid', message: FAILURE_MESSAGE });
    }
    expect((await priced(token, ana.token)).statusCode).toBe(200);
  });

  it("is claimed once when a customer's requests race with a visitor's token", async () => {
    const ana = await customerSession(app, database);
    const token = await validated();
    const answers = await Promise.all(Array.from({ length: 8 }, () => priced(token, ana.token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
  });
});
