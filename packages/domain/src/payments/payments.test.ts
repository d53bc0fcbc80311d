import { describe, expect, it } from 'vitest';
import {
  capitalizeWords,
  cardDisplayName,
  cardForma,
  cardsAfterRegistration,
  cashPayment,
  deliveryCardForma,
  paymentAfterCardDeletion,
  pixPayment,
  type SavedCard,
  selectCard,
  selectDonationCard,
  visibleCards,
} from './card-payment.ts';
import {
  defaultPaymentKind,
  type PaymentAvailability,
  type PaymentKind,
  paymentOptionLabel,
  paymentOptions,
} from './payment-options.ts';

const all: PaymentAvailability = { onlineCard: true, pix: true, onDelivery: true };

describe('payment options (§4)', () => {
  it.each([
    [all, ['PAGUE VIA PIX', 'PAGUE PELO APP', 'PAGUE NA ENTREGA']],
    [{ onlineCard: true, pix: false, onDelivery: true }, ['PAGUE PELO APP', 'PAGUE NA ENTREGA']],
    [{ onlineCard: false, pix: true, onDelivery: false }, ['PAGUE VIA PIX', 'PAGUE PELO APP']],
    [{ onlineCard: false, pix: false, onDelivery: true }, ['PAGUE NA ENTREGA']],
    [{ onlineCard: false, pix: false, onDelivery: false }, []],
  ])('%j → %j', (available, labels) => {
    expect(paymentOptions(available).map((option) => option.label)).toEqual(labels);
  });

  it.each([
    [all, 'pix', 'pix'],
    [all, 'entrega', 'entrega'],
    [all, null, 'online'],
    [all, undefined, 'online'],
    [{ onlineCard: false, pix: false, onDelivery: true }, null, 'entrega'],
    [{ onlineCard: false, pix: false, onDelivery: true }, 'online', 'entrega'], // saved choice no longer offered
    [{ onlineCard: true, pix: false, onDelivery: false }, 'entrega', 'online'],
    [{ onlineCard: false, pix: true, onDelivery: true }, null, 'online'],
  ] as const)('default with %j and saved %j → %s', (available, saved, kind) => {
    expect(defaultPaymentKind(available, saved)).toBe(kind);
  });

  it('refuses an unknown kind loudly', () => {
    expect(() => paymentOptionLabel('boleto' as PaymentKind)).toThrow('unknown payment kind');
    expect(() => defaultPaymentKind(all, 'boleto' as PaymentKind)).toThrow('unknown payment kind');
  });
});

const card: SavedCard = {
  id: 7,
  tipo: 'Crédito',
  bandeira: 'VISA',
  final: '1111',
  apelido: null,
  metodo: 'mundipagg',
};

describe('card selection (§4)', () => {
  it.each([
    ['Crédito', 'CREDIT'],
    ['Débito', 'DEBIT'],
  ] as const)('forma of %s is %s', (tipo, forma) => {
    expect(cardForma(tipo)).toBe(forma);
    expect(selectCard({ ...card, tipo })).toMatchObject({
      kind: 'selected',
      payment: { forma, tipo_forma_pgto: 'online' },
    });
  });

  it('refuses an unknown card type loudly', () => {
    expect(() => cardForma('Pré-pago' as SavedCard['tipo'])).toThrow('unknown card type');
  });

  it('a failed card (falha_transacao 1) is blocked', () => {
    const failed = { ...card, falha_transacao: 1 };
    expect(selectCard(failed)).toEqual({ kind: 'blocked', title: 'Houve um problema com seu cartão' });
    expect(selectDonationCard(failed).kind).toBe('blocked');
    expect(selectCard({ ...card, falha_transacao: 0 }).kind).toBe('selected');
  });

  it('builds the payment choice', () => {
    expect(selectCard({ ...card, bandeira: 'visa refeição', apelido: 'Firma' })).toEqual({
      kind: 'selected',
      payment: {
        tipo_forma: 'no app',
        tipo_forma_pgto: 'online',
        forma: 'CREDIT',
        label: 'Firma **** 1111',
        bandeira: 'visa refeição',
        nome: 'Visa Refeição',
        cartao: { ...card, bandeira: 'visa refeição', apelido: 'Firma' },
      },
    });
    const unknownBrand = selectCard({ ...card, bandeira: 'BANESCARD DEBITO' });
    expect(unknownBrand.kind === 'selected' && unknownBrand.payment.nome).toBe('Banescard Debito');
  });

  it('donation mode remembers the card and pays the order in cash', () => {
    expect(selectDonationCard(card)).toEqual({
      kind: 'selected',
      donationCard: card,
      payment: cashPayment(),
    });
    expect(cashPayment()).toMatchObject({ tipo_forma: 'na entrega', forma: 'CASH', valor: 0 });
    expect(pixPayment()).toMatchObject({ tipo_forma_pgto: 'pix' });
  });

  it('deleting the current card falls back to cash', () => {
    const selected = selectCard(card);
    const current = selected.kind === 'selected' ? selected.payment : null;
    expect(paymentAfterCardDeletion(current, 7)).toEqual(cashPayment());
    expect(paymentAfterCardDeletion(current, 8)).toBe(current);
    expect(paymentAfterCardDeletion(null, 7)).toBeNull();
  });

  it.each([
    ['Sodexo', 'Crédito', 'MEAL_VOUCHER'],
    ['VR', 'Débito', 'MEAL_VOUCHER'],
    ['Mastercard', 'Débito', 'DEBIT'],
  ] as const)('on delivery a %s %s card pays as %s', (brand, tipo, forma) => {
    expect(deliveryCardForma(brand, tipo)).toBe(forma);
  });

  it('names and lists cards', () => {
    expect(cardDisplayName({ apelido: '  ', tipo: 'Débito' })).toBe('Cartão de Débito');
    expect(cardDisplayName({ apelido: 'Meu', tipo: 'Débito' })).toBe('Meu');
    expect(visibleCards([card, { ...card, id: 8, doacao: true }]).map((c) => c.id)).toEqual([7]);
    expect(capitalizeWords('TICKET RESTAURANTE')).toBe('Ticket Restaurante');
  });

  it('a registered card goes first and failed cards leave the list', () => {
    const failed = { ...card, id: 3, falha_transacao: 1 };
    const other = { ...card, id: 4 };
    const added = { ...card, id: 9 };
    expect(cardsAfterRegistration([failed, other], added).map((c) => c.id)).toEqual([9, 4]);
    expect(cardsAfterRegistration([added, other], added).map((c) => c.id)).toEqual([9, 4]);
  });
});
