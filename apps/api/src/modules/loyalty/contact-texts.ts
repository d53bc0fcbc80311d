import { LOYALTY_CONTACT_SUBJECT_LABELS, type LoyaltyContactSubject } from '@comanda/contract';

/** The pt-BR answers of POST /api/fidelidade/contato. */
export const CONTACT_TEXTS = {
  sent: 'Mensagem enviada! Responderemos pelo seu e-mail.',
  emailMissing: 'Cadastre um e-mail em Minha conta para receber a resposta do Shinguru.',
  tooMany: (perHour: number) =>
    `Você já enviou ${perHour} mensagens na última hora. Aguarde um pouco e tente novamente.`,
} as const;

export interface ContactEmailInput {
  nome: string | null;
  email: string;
  emailVerificado: boolean;
  idExterno: string;
  nivel: number;
  nivelNome: string;
  assunto: LoyaltyContactSubject;
  mensagem: string;
}

/**
 * The e-mail the programme's team receives. The messaging provider sets no Reply-To, so the customer's address
 * is written where the team answers from.
 */
export function contactEmail(input: ContactEmailInput): { subject: string; text: string } {
  const assunto = LOYALTY_CONTACT_SUBJECT_LABELS[input.assunto];
  const email = `${input.email}${input.emailVerificado ? '' : ' (não confirmado)'}`;
  return {
    subject: `Fale conosco Shinguru: ${assunto}`,
    text: [
      'Nova mensagem de um membro do Shinguru (shinguru/fale-conosco).',
      '',
      `Cliente: ${input.nome?.trim() || 'Não informado'}`,
      `E-mail: ${email}`,
      `id_externo: ${input.idExterno}`,
      `Nível: ${input.nivelNome} (${input.nivel})`,
      `Assunto: ${assunto}`,
      '',
      'Mensagem:',
      input.mensagem,
      '',
      `Responda para ${input.email}.`,
    ].join('\n'),
  };
}
