import { z } from 'zod';
import { ignoredJwt } from '../account/fields.ts';

/** The subjects a member can pick on shinguru/fale-conosco, in the order the form offers them. */
export const loyaltyContactSubjects = ['pontos', 'beneficios', 'pedido', 'cadastro', 'outro'] as const;
export type LoyaltyContactSubject = (typeof loyaltyContactSubjects)[number];

/** How each subject reads, in the form and in the e-mail the team receives. */
export const LOYALTY_CONTACT_SUBJECT_LABELS: Record<LoyaltyContactSubject, string> = {
  pontos: 'Pontos',
  beneficios: 'Benefícios',
  pedido: 'Pedido',
  cadastro: 'Cadastro',
  outro: 'Outro assunto',
};

/** Characters a contact message may have, counted after trimming. */
export const LOYALTY_CONTACT_MIN_LENGTH = 10;
export const LOYALTY_CONTACT_MAX_LENGTH = 1000;

/** POST /api/fidelidade/contato: a member's message to the programme's team (shinguru/fale-conosco). */
export const loyaltyContactBody = z.object({
  jwt: ignoredJwt,
  assunto: z.enum(loyaltyContactSubjects, { error: 'Escolha o assunto da mensagem.' }),
  mensagem: z
    .string({ error: 'Escreva sua mensagem.' })
    .trim()
    .min(LOYALTY_CONTACT_MIN_LENGTH, {
      error: `A mensagem deve ter pelo menos ${LOYALTY_CONTACT_MIN_LENGTH} caracteres.`,
    })
    .max(LOYALTY_CONTACT_MAX_LENGTH, {
      error: `A mensagem deve ter no máximo ${LOYALTY_CONTACT_MAX_LENGTH} caracteres.`,
    }),
});
export type LoyaltyContactBody = z.infer<typeof loyaltyContactBody>;
