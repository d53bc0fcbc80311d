import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponForm } from './coupon-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CHOICES = {
  categorias: [{ id: 2, nome: 'Sushis e Sashimis', ativo: true }],
  alergenicos: [],
  produtos: [
    { cod: 1001, nome: 'Combinado Hanami 20 peças' },
    { cod: 2005, nome: 'Niguiri de Atum 2 unidades' },
  ],
  lojas: [
    { id: 1, nome: 'Hanami Sushi Asa Sul' },
    { id: 2, nome: 'Hanami Sushi Asa Norte' },
  ],
};
const LOYALTY = {
  niveis: [],
  beneficios: [
    { id: 3, nome: 'Cupom de R$ 10 no delivery', uso: 'cupom' },
    { id: 1, nome: 'Café do mês', uso: 'produto' },
  ],
};

/** The API: the form's choices, the Shinguru benefits, and the POST the form sends (answered as created). */
function stubApi() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(201, { status: 'success', data: { id: 9, ...(posted.at(-1) as object), usos: 0 } });
      }
      return json(200, { status: 'success', data: url.includes('fidelidade') ? LOYALTY : CHOICES });
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('the new coupon form', () => {
  it('makes a coupon off one product, with free delivery, at one store', async () => {
    const posted = stubApi();
    const created = vi.fn();
    render(<CouponForm lojaId={1} onCreated={created} onFailure={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código'), 'NIGUIRI2');
    await user.type(screen.getByLabelText('Descrição'), 'R$ 2 no niguiri e frete grátis');
    await user.click(screen.getByRole('radio', { name: 'Desconto num produto' }));
    await user.selectOptions(await screen.findByLabelText('Produto'), 'Niguiri de Atum 2 unidades');
    await user.type(screen.getByLabelText('Desconto no produto (R$)'), '200');
    expect((screen.getByLabelText('Desconto no produto (R$)') as HTMLInputElement).value).toBe('2,00');
    await user.type(screen.getByLabelText(/Desconto no frete/), '100');
    await user.selectOptions(screen.getByLabelText('Exige um item da categoria'), 'Sushis e Sashimis');
    await user.click(screen.getByRole('checkbox', { name: 'Hanami Sushi Asa Norte' }));
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({
      codigo: 'NIGUIRI2',
      tipo: 'produto',
      valor: 200,
      produtoCod: 2005,
      frete: 100,
      categoriaId: 2,
      lojas: [2],
    });
  });

  it('offers the benefits used as coupons for a Shinguru coupon, and a delivery-only coupon needs no discount', async () => {
    const posted = stubApi();
    render(<CouponForm lojaId={1} onCreated={() => {}} onFailure={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código'), 'SHINGURU10');
    await user.type(screen.getByLabelText('Descrição'), '10% para quem tem o benefício');
    await user.click(screen.getByRole('radio', { name: 'Benefício do Shinguru' }));
    const benefit = await screen.findByLabelText('Benefício');
    expect([...(benefit as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Cupom de R$ 10 no delivery',
    ]);
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe a porcentagem de desconto (ou um desconto no frete).',
    );
    await user.type(screen.getByLabelText(/Desconto no frete/), '100');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ tipo: 'beneficio', valor: 0, beneficioId: 3, frete: 100, lojas: [] });
  });
});
