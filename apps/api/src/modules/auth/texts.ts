/** What the auth endpoints answer and send, in pt-BR. */
export const AUTH_MESSAGES = {
  codeSentSms: 'Enviamos um código por SMS. Ele vale por 10 minutos.',
  codeSentEmail: 'Se houver uma conta com este e-mail, enviamos um código para ele. Ele vale por 10 minutos.',
  verificationSent: 'Enviamos um código para o seu e-mail. Ele vale por 10 minutos.',
  tooManyCodes: 'Você pediu muitos códigos em pouco tempo. Tente novamente em 1 hora.',
  wrongCode: 'Código incorreto. Confira o código e tente novamente.',
  expiredCode: 'Código expirado ou já utilizado. Peça um novo código.',
  exhaustedCode: 'Você errou o código muitas vezes. Peça um novo código.',
  badCredentials: 'E-mail ou senha inválidos.',
  loginLocked: (minutes: number) =>
    `Muitas tentativas de entrar com este e-mail. Tente de novo em ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} ou crie uma nova senha em "Esqueci minha senha".`,
  deactivated: 'Sua conta está desativada. Entre com o código enviado por SMS para reativá-la.',
  signupExpired: 'A confirmação do seu celular expirou. Peça um novo código para continuar o cadastro.',
  signupTaken:
    'Já existe uma conta com estes dados. Se ela é sua, entre com seu e-mail e senha ou crie uma nova senha; se não, confirme seu celular de novo e confira o e-mail e o CPF.',
  welcome: 'Cadastro realizado com sucesso!',
  loggedIn: 'Login realizado com sucesso!',
  emailAlreadyVerified: 'Seu e-mail já foi confirmado.',
  emailVerified: 'E-mail confirmado com sucesso!',
  resetExpired: 'Sua solicitação de nova senha expirou. Comece novamente.',
  codeValid: 'Código confirmado. Agora crie sua nova senha.',
  passwordChanged: 'Senha alterada com sucesso! Entre com sua nova senha.',
  loggedOut: 'Você saiu da sua conta.',
  loggedOutEverywhere: 'Você saiu da sua conta em todos os aparelhos.',
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;

/** The SMS with a login code. */
export const smsCodeText = (brand: string, code: string, minutes: number) =>
  `Seu código ${brand} é ${code}. Ele expira em ${minutes} minutos.`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The e-mail with a code: subject, plain text and a small HTML version. */
export function emailCodeMessage(
  brand: string,
  purpose: 'email_verify' | 'password_reset',
  code: string,
  minutes: number,
): { subject: string; text: string; html: string } {
  const intro =
    purpose === 'email_verify'
      ? 'Use o código abaixo para confirmar seu e-mail.'
      : 'Recebemos um pedido para criar uma nova senha. Use o código abaixo para continuar.';
  const subject =
    purpose === 'email_verify'
      ? `Confirme seu e-mail no ${brand}`
      : `Código para criar uma nova senha no ${brand}`;
  const ignore = 'Se você não fez este pedido, ignore este e-mail.';
  const line = `Seu código ${brand} é ${code}. Ele expira em ${minutes} minutos.`;
  return {
    subject,
    text: `${intro}\n\n${line}\n\n${ignore}`,
    html: `<p>${escapeHtml(intro)}</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>${escapeHtml(
      `Ele expira em ${minutes} minutos.`,
    )}</p><p>${escapeHtml(ignore)}</p>`,
  };
}
