import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { findRoute, preloadOpeningScreen } from './route-match.ts';
import { appRoutes, isLazyPage } from './routes.tsx';

const SPEC_PATHS = [
  '/cardapio',
  '/whatsapp/6f1c2b7e-0000-4000-8000-000000000000',
  '/tabs',
  '/esqueci-senha-um',
  '/esqueci-senha-dois',
  '/esqueci-senha-tres',
  '/esqueci-senha-quatro',
  '/confirmar-codigo-email',
  '/cadastro-validacao-email',
  '/receber-endereco',
  '/buscar-endereco',
  '/mapa-confirmacao',
  '/cadastro-endereco',
  '/produto',
  '/sacola',
  '/pagamento-pedido-pix',
  '/tabs/restaurantes',
  '/tabs/buscar-restaurante',
  '/tabs/detalhes-restaurante',
  '/cupons',
  '/tabs/gift-card',
  '/editar-endereco-dados',
  '/modal-endereco-numero',
  '/produto-indisponivel',
  '/adicionar-pagamento',
  '/tabs/termos-uso',
  '/atendimento',
  '/tabs/politicas-privacidade',
  '/tabs/institucional-hanami-sushi',
  '/tabs/reservas',
  '/modal-perguntar-doacao',
  '/modal-forma-pagamento-doacao',
  '/modal-pagamento-pix-doacao',
  '/modal-doacao',
  '/modal-pagamento-pedido-pix',
  '/modal-pagamento-pix-falha',
  '/modal-generica',
  '/modal-generica-input',
  '/modal-listagem-produtos',
  '/modal-produto',
  '/modal-tabela-nutricional',
  '/modal-info-pontos',
  '/modal-beneficio-ativado',
  '/modal-beneficio-utilizado',
  '/login',
  '/login-email',
  '/login-telefone',
  '/confirmar-codigo',
  '/cadastro-dados',
  '/cadastro-permissoes',
  '/finalizar-pedido',
  '/adicionar-cpf',
  '/tabs/historico',
  '/tabs/perfil',
  '/tabs/minha-conta',
  '/tabs/meus-cartoes',
  '/tabs/notificacoes',
  '/tabs/configurar-notificacoes',
  '/sair',
  '/adicionar-cartao',
  '/tabs/detalhes-pedido',
  '/shinguru/bem-vindo',
  '/shinguru/convite',
  '/tabs/shinguru',
  '/shinguru/seus-beneficios',
  '/shinguru/extrato',
  '/shinguru/detalhes-cashback',
  '/shinguru/duvidas-frequentes',
  '/shinguru/fale-conosco',
  '/shinguru/termos-condicoes',
  '/tabs/meus-enderecos',
  '/tabs/cardapio',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('registers %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it('has no duplicate paths', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves unknown paths and non-institutional tabs/* paths to the menu fallback', () => {
    expect(findRoute('/nao-existe')).toBeUndefined();
    expect(findRoute('/tabs/qualquer-coisa')).toBeUndefined();
    expect(findRoute('/tabs/institucional-outra-marca')).toBeUndefined();
  });

  it('guards the routes the way §2 lists them', () => {
    expect(findRoute('/tabs/historico')?.guards).toEqual(['logged-in']);
    expect(findRoute('/login')?.guards).toEqual(['visitor-only']);
    expect(findRoute('/sacola')?.guards).toEqual(['mobile-only']);
    expect(findRoute('/shinguru/extrato')?.guards).toEqual(['loyalty-link']);
    expect(findRoute('/tabs/meus-enderecos')?.guards).toEqual([]);
  });

  it('every screen of §2 is built: none is left pending', () => {
    expect(findRoute('/tabs/cardapio')?.status).toBe('ready');
    expect(findRoute('/tabs/politicas-privacidade')?.status).toBe('ready');
    expect(findRoute('/finalizar-pedido')?.status).toBe('ready');
    expect(findRoute('/tabs/historico')?.status).toBe('ready');
    expect(findRoute('/tabs/detalhes-pedido')?.status).toBe('ready');
    expect(findRoute('/modal-doacao')?.status).toBe('ready');
    expect(findRoute('/modal-info-pontos')?.status).toBe('ready');
    expect(findRoute('/tabs/shinguru')?.status).toBe('ready');
    expect(findRoute('/modal-beneficio-ativado')?.status).toBe('ready');
    expect(findRoute('/modal-beneficio-ativado')?.guards).toEqual(['mobile-only']);
    expect(findRoute('/shinguru/fale-conosco')?.status).toBe('ready');
    expect(findRoute('/whatsapp/:uuid')?.status).toBe('ready');
    expect(findRoute('/tabs/termos-uso')?.status).toBe('ready');
    expect(appRoutes.filter((route) => !route.page && !route.redirectTo).map((route) => route.path)).toEqual(
      [],
    );
  });
});

describe('preloadOpeningScreen', () => {
  it("starts loading the lazy screen of the address opened, and nothing for the menu's or an unknown one", () => {
    const page = findRoute('/sacola')?.page;
    if (!isLazyPage(page)) throw new Error('/sacola is a lazy page');
    const preload = vi.spyOn(page, 'preload').mockResolvedValue({ default: () => null });
    try {
      const client = new QueryClient();
      preloadOpeningScreen(client, '/tabs/cardapio');
      preloadOpeningScreen(client, '/nao-existe');
      expect(preload).not.toHaveBeenCalled();
      preloadOpeningScreen(client, '/sacola');
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
    }
  });

  it("lets a screen that asks for its data ahead do so once its code is in, with the app's query client", async () => {
    const page = findRoute('/tabs/detalhes-pedido')?.page;
    if (!isLazyPage(page)) throw new Error('/tabs/detalhes-pedido is a lazy page');
    const prefetch = vi.fn();
    const preload = vi
      .spyOn(page, 'preload')
      .mockResolvedValue({ default: Object.assign(() => null, { prefetch }) });
    try {
      const client = new QueryClient();
      preloadOpeningScreen(client, '/tabs/detalhes-pedido');
      await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(client));
    } finally {
      preload.mockRestore();
    }
  });
});
