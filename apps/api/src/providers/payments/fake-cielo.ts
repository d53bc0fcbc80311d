import { randomUUID } from 'node:crypto';
import { type FakeAnswer, type FakeCall, fakeServer } from '../http/fake-server.ts';

interface FakeSale {
  merchantOrderId: string;
  customerName: string;
  payment: Record<string, unknown> & {
    PaymentId: string;
    Amount: number;
    Status: number;
    CapturedAmount?: number;
    VoidedAmount?: number;
  };
}

/** Cielo sandbox ("Simulado"): the card's last digit decides. [Status when authorised, ReturnCode, ReturnMessage] */
const SIMULATED: Record<string, [approved: boolean, code: string, message: string]> = {
  '0': [true, '4', 'Operation Successful'],
  '1': [true, '4', 'Operation Successful'],
  '4': [true, '4', 'Operation Successful'],
  '2': [false, '05', 'Not Authorized'],
  '3': [false, '57', 'Card Expired'],
  '5': [false, '78', 'Blocked Card'],
  '6': [false, '99', 'Time Out'],
  '7': [false, '77', 'Card Canceled'],
  '8': [false, '70', 'Problems with Creditcard'],
  '9': [true, '4', 'Operation Successful'],
};

/**
 * A stand-in for Cielo API 3.0 replaying its documented answers, as two hosts sharing one state like the real
 * service: the transactions host (POST /1/card/, POST /1/sales/, PUT capture and void) and the query host (GET
 * /1/sales/{PaymentId}, GET /1/sales?merchantOrderId=, GET /1/card/{CardToken}). Every call needs the MerchantId and
 * MerchantKey headers. Like Cielo, it does not de-duplicate sales: two POSTs with one MerchantOrderId make two sales
 * (`sales` lets a test count them). `control` makes the next sales hang (processed, never answered), fail with a
 * 5xx or answer malformed JSON, and the next lookup by MerchantOrderId answer malformed JSON.
 */
export async function fakeCielo(merchant: { merchantId: string; merchantKey: string }) {
  const cards = new Map<string, { number: string; holder: string; expiration: string; brand: string }>();
  const sales = new Map<string, FakeSale>();
  const control = { hang: 0, serverError: 0, malformed: 0, malformedLookup: 0 };

  const authorized = (call: FakeCall) =>
    call.headers.merchantid === merchant.merchantId && call.headers.merchantkey === merchant.merchantKey;
  const unauthorized: FakeAnswer = { status: 401, body: [{ Code: 132, Message: 'MerchantId is invalid' }] };
  const errors = (code: number, message: string): FakeAnswer => ({
    status: 400,
    body: [{ Code: code, Message: message }],
  });
  const links = (paymentId: string) => [
    {
      Method: 'GET',
      Rel: 'self',
      Href: `https://apiquerysandbox.cieloecommerce.cielo.com.br/1/sales/${paymentId}`,
    },
  ];
  const saleJson = (sale: FakeSale) => ({
    MerchantOrderId: sale.merchantOrderId,
    Customer: { Name: sale.customerName },
    Payment: { ...sale.payment, Links: links(sale.payment.PaymentId) },
  });

  function transactions(call: FakeCall): FakeAnswer {
    if (!authorized(call)) return unauthorized;
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.method === 'POST' && call.path === '/1/card/') {
      const number = String(body.CardNumber ?? '');
      if (!/^\d{13,19}$/.test(number)) return errors(127, 'You must provide CreditCard Number');
      if (!/^\d{2}\/\d{4}$/.test(String(body.ExpirationDate ?? '')))
        return errors(126, 'Credit Card Expiration Date is invalid');
      const token = randomUUID();
      cards.set(token, {
        number,
        holder: String(body.Holder ?? ''),
        expiration: String(body.ExpirationDate),
        brand: String(body.Brand ?? ''),
      });
      return {
        status: 201,
        body: { CardToken: token, Links: { Method: 'GET', Rel: 'self', Href: `/1/card/${token}` } },
      };
    }
    if (call.method === 'POST' && call.path === '/1/sales/') {
      if (control.serverError > 0) {
        control.serverError--;
        return { status: 500, body: [{ Code: 0, Message: 'Internal error' }] };
      }
      const payment = (body.Payment ?? {}) as Record<string, unknown>;
      const cardData = (payment.CreditCard ?? payment.DebitCard ?? {}) as Record<string, unknown>;
      const card = cards.get(String(cardData.CardToken ?? ''));
      if (!card) return errors(0, 'CardToken not found');
      const amount = Number(payment.Amount);
      if (!Number.isInteger(amount) || amount <= 0) return errors(123, 'Amount must be greater than zero');
      const [approved, code, message] = SIMULATED[card.number.at(-1)!]!;
      const capture = payment.Capture === true;
      const paymentId = randomUUID();
      const sale: FakeSale = {
        merchantOrderId: String(body.MerchantOrderId),
        customerName: String(((body.Customer ?? {}) as Record<string, unknown>).Name ?? ''),
        payment: {
          ServiceTaxAmount: 0,
          Installments: 1,
          Interest: 0,
          Capture: capture,
          Authenticate: false,
          Recurrent: false,
          CreditCard: {
            CardNumber: `${card.number.slice(0, 6)}******${card.number.slice(-4)}`,
            Holder: card.holder,
            ExpirationDate: card.expiration,
            SaveCard: false,
            CardToken: cardData.CardToken,
            Brand: card.brand,
          },
          Tid: '0307055503123',
          ProofOfSale: '674532',
          ...(approved ? { AuthorizationCode: '123456' } : {}),
          SoftDescriptor: payment.SoftDescriptor,
          Provider: 'Simulado',
          Amount: amount,
          ReceivedDate: '2026-05-10 12:00:00',
          Status: approved ? (capture ? 2 : 1) : 3,
          ...(approved && capture ? { CapturedAmount: amount, CapturedDate: '2026-05-10 12:00:00' } : {}),
          IsSplitted: false,
          ReturnMessage: approved && capture ? 'Operation Successful' : message,
          ReturnCode: approved && capture ? '6' : code,
          PaymentId: paymentId,
          Type: payment.Type,
          Currency: 'BRL',
          Country: 'BRA',
        },
      };
      sales.set(paymentId, sale);
      if (control.hang > 0) {
        control.hang--;
        return 'hang';
      }
      if (control.malformed > 0) {
        control.malformed--;
        return { status: 201, raw: '<html>Gateway Timeout' };
      }
      return { status: 201, body: saleJson(sale) };
    }
    const operation = /^\/1\/sales\/([^/]+)\/(capture|void)$/.exec(call.path);
    if (call.method === 'PUT' && operation) {
      const sale = sales.get(operation[1]!);
      if (!sale) return { status: 404, body: [] };
      const p = sale.payment;
      const amount = call.query.amount ? Number(call.query.amount) : undefined;
      let answer: FakeAnswer;
      if (operation[2] === 'capture') {
        if (p.Status !== 1) return errors(308, 'Transaction not available to capture');
        p.Status = 2;
        p.CapturedAmount = amount ?? p.Amount;
        p.ReturnCode = '6';
        answer = {
          status: 200,
          body: {
            Status: 2,
            ReasonCode: 0,
            ReasonMessage: 'Successful',
            ProviderReturnCode: '6',
            ProviderReturnMessage: 'Operation Successful',
            ReturnCode: '6',
            ReturnMessage: 'Operation Successful',
            Links: links(p.PaymentId),
          },
        };
      } else {
        const base = p.Status === 2 ? (p.CapturedAmount ?? p.Amount) : p.Status === 1 ? p.Amount : 0;
        const voided = (p.VoidedAmount ?? 0) + (amount ?? base);
        if (base === 0 || voided > base) return errors(309, 'Transaction not available to void');
        p.VoidedAmount = voided;
        if (voided === base) p.Status = 10;
        answer = {
          status: 200,
          body: {
            Status: p.Status,
            ReasonCode: 0,
            ReasonMessage: 'Successful',
            ProviderReturnCode: '9',
            ProviderReturnMessage: 'Operation Successful',
            ReturnCode: '9',
            ReturnMessage: 'Operation Successful',
            Links: links(p.PaymentId),
          },
        };
      }
      if (control.hang > 0) {
        control.hang--;
        return 'hang';
      }
      return answer;
    }
    return { status: 404, body: [] };
  }

  function queries(call: FakeCall): FakeAnswer {
    if (!authorized(call)) return unauthorized;
    if (call.method !== 'GET') return { status: 405, body: [] };
    if (call.path === '/1/sales' || call.path === '/1/sales/') {
      if (control.malformedLookup > 0) {
        control.malformedLookup--;
        return { status: 200, raw: '<html>Service Unavailable</html>' };
      }
      const found = [...sales.values()].filter((sale) => sale.merchantOrderId === call.query.merchantOrderId);
      if (found.length === 0) return { status: 404, body: [] };
      return {
        status: 200,
        body: {
          Payments: found.map((sale) => ({
            PaymentId: sale.payment.PaymentId,
            ReceveidDate: '2026-05-10 12:00:00',
          })),
          ReasonCode: 0,
          ReasonMessage: 'Successful',
        },
      };
    }
    const sale = /^\/1\/sales\/([^/]+)$/.exec(call.path);
    if (sale) {
      const found = sales.get(sale[1]!);
      return found ? { status: 200, body: saleJson(found) } : { status: 404, body: [] };
    }
    const card = /^\/1\/card\/([^/]+)$/.exec(call.path);
    if (card) {
      const found = cards.get(card[1]!);
      if (!found) return { status: 404, body: [] };
      return {
        status: 200,
        body: {
          CardNumber: `${found.number.slice(0, 6)}******${found.number.slice(-4)}`,
          Holder: found.holder,
          ExpirationDate: found.expiration,
        },
      };
    }
    return { status: 404, body: [] };
  }

  const api = await fakeServer(transactions);
  const query = await fakeServer(queries);
  return { api, query, sales, cards, control };
}
