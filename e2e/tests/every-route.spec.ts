import { expect, test } from '@playwright/test';
import { acceptCookies, isDesktop } from './support.ts';

// §2 "Open to everyone": each must resolve to its own screen, not fall back to the menu.
const OPEN_ROUTES = [
  '/cardapio',
  '/whatsapp/3f1c2a4e-8b7d-4c2a-9e1f-5a6b7c8d9e0f',
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
  '/pagamento-pedido-pix',
  '/tabs/restaurantes',
  '/tabs/buscar-restaurante',
  '/tabs/detalhes-restaurante',
  '/cupons',
  '/tabs/gift-card',
  '/editar-endereco-dados',
  '/produto-indisponivel',
  '/adicionar-pagamento',
  '/tabs/termos-uso',
  '/tabs/politicas-privacidade',
  '/tabs/institucional-hanami-sushi',
  '/tabs/reservas',
];

// §2 modal-style routes: pages on mobile, sent to the menu on desktop (where they open as modals).
const MODAL_ROUTES = [
  '/modal-endereco-numero',
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
];

const LOGGED_IN_ROUTES = [
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
];

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const path of OPEN_ROUTES) {
  test(`open route ${path} shows its own screen`, async ({ page }) => {
    await page.goto(path);
    // A step of a multi-step flow opened without its earlier steps may send the visitor to the flow's start;
    // what must not happen is the unknown-route fallback to the menu.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/cardapio') expect(page.url()).toMatch(/\/(tabs\/)?cardapio$/);
    else expect(page.url()).not.toMatch(/\/tabs\/cardapio$/);
  });
}

test('modal-style routes are pages on mobile only', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of MODAL_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(isDesktop(page) ? /\/tabs\/cardapio$/ : new RegExp(`${path}$`));
  }
});

test('every logged-in route sends a visitor to login', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of LOGGED_IN_ROUTES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});
