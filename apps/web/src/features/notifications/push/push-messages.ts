/** The texts of the order-push block on tabs/configurar-notificacoes (pt-BR). */
export const ORDER_PUSH_TEXT = {
  title: 'Avisos do pedido neste aparelho',
  intro:
    'Os avisos sobre o andamento dos seus pedidos não podem ser desligados. Ative-os neste aparelho para recebê-los mesmo com o app fechado; cada aviso abre os detalhes do pedido.',
  enable: 'Ativar avisos do pedido',
} as const;

/** What the block says in each state it can settle in. */
export const ORDER_PUSH_STATUS = {
  active: { label: 'Ativado', detail: 'Você vai receber aqui os avisos dos seus pedidos.' },
  blocked: {
    label: 'Bloqueado no navegador',
    detail:
      'As notificações deste site estão bloqueadas. Para receber os avisos do pedido, permita as notificações nas configurações do navegador e volte a esta tela.',
  },
  unsupported: {
    label: 'Não suportado',
    detail:
      'Este navegador não recebe notificações. No iPhone, adicione o app à Tela de Início e abra-o por lá. Você continua acompanhando seus pedidos em Pedidos.',
  },
} as const;

/** Why enabling did not work. */
export const ORDER_PUSH_ERRORS = {
  unsupported: ORDER_PUSH_STATUS.unsupported.detail,
  blocked: ORDER_PUSH_STATUS.blocked.detail,
  dismissed:
    'As notificações não foram permitidas. Para receber os avisos do pedido, tente de novo e escolha “Permitir”.',
  subscribeFailed: 'Não foi possível ativar os avisos neste aparelho. Verifique sua conexão e tente de novo.',
} as const;
