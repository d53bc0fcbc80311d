import { errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outboxRepository } from './repository.ts';

const outboxMessage = z.object({
  id: z.number().int(),
  canal: z.enum(['sms', 'email']),
  destinatario: z.string(),
  assunto: z.string().nullable(),
  texto: z.string(),
  /** The 6-digit code in the message, if any (what the e2e suite types in). */
  codigo: z.string().nullable(),
  criado_em: z.string(),
});

const outboxQuery = z.object({
  /** Phone (any format) or e-mail: only messages to it. */
  para: z.string().max(254).optional(),
  limite: z.coerce.number().int().min(1).max(200).default(50),
  formato: z.enum(['json', 'html']).optional(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * GET /dev/outbox: what the built-in `outbox` messaging provider kept, newest first — JSON for tests, a plain page
 * for people. Registered only outside production.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary:
          'Mensagens guardadas pelo provedor outbox (fora de produção); ?formato=html para ver no navegador',
        tags: ['dev'],
        querystring: outboxQuery,
        response: {
          200: z.object({ status: z.literal('success'), data: z.array(outboxMessage) }),
          400: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { para, limite, formato } = request.query;
      const rows = await outboxRepository.latest(db, para?.trim().toLowerCase(), limite);
      const data = rows.map((row) => ({
        id: row.id,
        canal: row.canal,
        destinatario: row.destinatario,
        assunto: row.assunto,
        texto: row.texto,
        codigo: /\b(\d{6})\b/.exec(row.texto)?.[1] ?? null,
        criado_em: row.createdAt.toISOString(),
      }));
      const wantsHtml =
        formato === 'html' || (formato === undefined && request.headers.accept?.startsWith('text/html'));
      if (!wantsHtml) return { status: 'success' as const, data };
      const items = data
        .map(
          (m) =>
            `<li><p><strong>${m.canal.toUpperCase()}</strong> para ${escapeHtml(m.destinatario)} · ${escapeHtml(
              m.criado_em,
            )}</p>${m.assunto ? `<p>${escapeHtml(m.assunto)}</p>` : ''}<pre>${escapeHtml(m.texto)}</pre></li>`,
        )
        .join('');
      const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Mensagens (outbox)</h1>${
        items ? `<ol>${items}</ol>` : '<p>Nenhuma mensagem.</p>'
      }</body></html>`;
      return reply.type('text/html; charset=utf-8').send(html as never);
    },
  );
};
