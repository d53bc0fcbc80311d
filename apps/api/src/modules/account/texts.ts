/** What the account endpoints answer, in pt-BR. */
export const ACCOUNT_MESSAGES = {
  updated: 'Dados atualizados com sucesso!',
  cpfReadOnly: 'O CPF não pode ser alterado. Fale com o nosso atendimento se ele estiver errado.',
  cpfAdded: 'CPF adicionado com sucesso!',
  phoneTaken: 'Este celular já está cadastrado em outra conta.',
  emailTaken: 'Este e-mail já está em uso em outra conta.',
  cpfTaken: 'Este CPF já está cadastrado em outra conta.',
  deactivated: 'Sua conta foi desativada. Para reativá-la, é só entrar com o código enviado por SMS.',
  deleted: 'Sua conta e seus dados pessoais foram excluídos.',
} as const;
