/** What the back office's sign-in and team routes answer, in pt-BR. */
export const STAFF_MESSAGES = {
  sessionRequired: 'Sua sessão da gestão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  storeForbidden: 'Você não tem permissão para agir nesta loja.',
  storeRequired: 'Escolha a loja: informe lojaId.',
  badCredentials: 'E-mail ou senha inválidos.',
  locked: (minutes: number) =>
    `Muitas tentativas erradas. Tente de novo em ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  deactivated: 'Seu acesso à gestão foi desativado. Fale com o administrador da marca.',
  totpNeeded: 'Digite o código do seu aplicativo autenticador.',
  totpEnrolNeeded: 'Configure o aplicativo autenticador para continuar.',
  totpInvalid: 'Código inválido ou expirado. Confira o aplicativo autenticador e tente novamente.',
  recoveryInvalid: 'Código de recuperação inválido ou já utilizado.',
  totpAlreadyEnabled: 'O aplicativo autenticador já está configurado nesta conta.',
  totpNotStarted: 'Comece a configuração do aplicativo autenticador antes de confirmar.',
  totpEnabled:
    'Aplicativo autenticador configurado. Guarde os códigos de recuperação: eles não serão mostrados de novo.',
  signedIn: 'Login realizado com sucesso!',
  signedOut: 'Você saiu da gestão.',
  emailTaken: 'Já existe um membro da equipe com este e-mail.',
  notFound: 'Membro da equipe não encontrado.',
  lastAdmin: 'A marca precisa de ao menos um administrador ativo.',
  created: 'Membro da equipe criado. Entregue a senha a ele: ela não será mostrada de novo.',
  updated: 'Dados do membro da equipe atualizados.',
} as const;
