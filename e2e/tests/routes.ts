/** The routes of §2, as the specs that visit every screen list them. */

/** §2 "Open to everyone": each resolves to its own screen, not to the menu. */
export const OPEN_ROUTES = [
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
] as const;

/** §2 modal-style routes: pages on mobile, sent to the menu on desktop (where they open as modals). */
export const MODAL_ROUTES = [
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
] as const;

/** §2 "Only for visitors not logged in". */
export const VISITOR_ROUTES = [
  '/login',
  '/login-email',
  '/login-telefone',
  '/confirmar-codigo',
  '/cadastro-dados',
  '/cadastro-permissoes',
] as const;

/** §2 "Only for logged-in users". */
export const LOGGED_IN_ROUTES = [
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
] as const;
