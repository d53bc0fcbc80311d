/** What the account endpoints answer, in pt-BR. */
export const ACCOUNT_MESSAGES = {
  updated: 'Dados atualizados com sucesso!',
  cpfReadOnly: 'O CPF não pode ser alterado. Fale com o nosso atendimento se ele estiver errado.',
  cpfAdded: 'CPF adicionado com sucesso!',
  identifiersTaken:
    'Não foi possível salvar: o celular, o e-mail ou o CPF informado já pertence a outra conta. Confira os dados ou fale com o nosso atendimento.',
  deactivated: 'Sua conta foi desativada. Para reativá-la, é só entrar com o código enviado por SMS.',
  deleted: 'Sua conta e seus dados pessoais foram excluídos.',
  loyaltyUnavailable: 'O programa de fidelidade não está disponível no momento.',
} as const;
