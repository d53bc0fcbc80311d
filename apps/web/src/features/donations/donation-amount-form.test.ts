import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { donationAmountSchema } from './donation-amount-form.ts';

const MESSAGE = 'Escolha um valor de doação entre R$ 1,00 e R$ 500,00.';

describe('modal-doacao amount', () => {
  it.each([
    [{ escolha: null, outro: '' }, { escolha: MESSAGE }],
    [{ escolha: 500, outro: 'R$ 0,50' }, {}],
    [{ escolha: 'outro' as const, outro: '' }, { outro: MESSAGE }],
    [{ escolha: 'outro' as const, outro: 'R$ 0,99' }, { outro: MESSAGE }],
    [{ escolha: 'outro' as const, outro: 'R$ 1,00' }, {}],
    [{ escolha: 'outro' as const, outro: 'R$ 500,00' }, {}],
    [{ escolha: 'outro' as const, outro: 'R$ 500,01' }, { outro: MESSAGE }],
  ])('%j → %j', (values, errors) => {
    expect(formErrors(donationAmountSchema, values)).toEqual(errors);
  });

  it('gives the amount in centavos, the offered one or the one typed', () => {
    expect(donationAmountSchema.parse({ escolha: 1000, outro: 'R$ 3,00' }).valor).toBe(1000);
    expect(donationAmountSchema.parse({ escolha: 'outro', outro: 'R$ 123,45' }).valor).toBe(12345);
  });
});
