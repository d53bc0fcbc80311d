import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { readStored, writeStored } from '../../../testing/stored.ts';
import { money } from '../testing.ts';
import { PixFailureScreen } from './pix-failure-screen.tsx';

const carrinho = {
  lojaId: 2,
  gift_cards: [],
  itens: [
    {
      produto_carrinho: 'linha-1',
      cod: 1002,
      nome: 'Combinado',
      qtd: 2,
      preco: { unitario: money(9490), total: money(18_980) },
      adicionais: [],
      opcionais: [],
      obrigatorios: [],
      observacao: '',
    },
  ],
};
const desconto = {
  tipo: 'fixo',
  desconto: money(1500),
  frete: null,
  cupom: 'HANAMI15',
  cupomId: 2,
  categoriaId: null,
  codProduto: null,
  descricao: 'R$ 15,00 de desconto',
  valor_desconto: money(1500),
};

beforeEach(() => {
  vi.stubGlobal('innerWidth', 390);
  writeStored('pedido-pix', { pedidoId: 41, sacola: { carrinho, desconto } });
});
afterEach(() => vi.unstubAllGlobals());

describe('modal-pagamento-pix-falha', () => {
  it("'Tentar novamente' fills the bag again, coupon included, and returns to finalizar-pedido", async () => {
    const page = renderPage(<PixFailureScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Pagamento não concluído' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(readStored('carrinho')).toMatchObject({
      lojaId: 2,
      itens: [{ produto_carrinho: 'linha-1', qtd: 2 }],
    });
    expect(readStored('desconto')).toMatchObject({ cupom: 'HANAMI15' });
    expect(readStored('pedido-pix')).toBeUndefined();
    expect(page.router.push).toHaveBeenCalledWith('/finalizar-pedido', 'root', 'replace');
    page.stopToasts();
  });

  it("'Trocar forma de pagamento' does the same with the payment choice in view", async () => {
    const page = renderPage(<PixFailureScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Trocar forma de pagamento' }));
    expect(readStored('carrinho')).toMatchObject({ lojaId: 2 });
    expect(page.router.push).toHaveBeenCalledWith('/finalizar-pedido?pagamento=trocar', 'root', 'replace');
    page.stopToasts();
  });

  it('never replaces a bag the customer started since, nor refills for another order', async () => {
    writeStored('carrinho', {
      ...carrinho,
      itens: [{ ...carrinho.itens[0], produto_carrinho: 'nova', qtd: 1 }],
    });
    const page = renderPage(<PixFailureScreen variant="page" pedidoId={41} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(readStored('carrinho')).toMatchObject({ itens: [{ produto_carrinho: 'nova' }] });
    page.unmount();

    window.localStorage.clear();
    writeStored('pedido-pix', { pedidoId: 41, sacola: { carrinho, desconto } });
    const other = renderPage(<PixFailureScreen variant="page" pedidoId={99} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(readStored('carrinho')).toBeUndefined();
    page.stopToasts();
    other.stopToasts();
  });
});
