import type { ErrorCode, ErrorEnvelope } from '@comanda/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionFailure, loggableError } from '../db/errors.ts';

/**
 * A refusal the client should show: an HTTP status, the stable code clients branch on (listed in
 * packages/contract) and a pt-BR message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<Partial<ErrorEnvelope>, 'status' | 'code' | 'message'> = {},
  ) {
    super(message);
  }
}

export const GENERIC_ERROR = 'Ocorreu um erro, tente novamente!';
export const NOT_FOUND = 'Recurso não encontrado.';
export const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente para renovar sua sessão.';
export const TOO_MANY_REQUESTS = 'Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.';
export const SERVICE_UNAVAILABLE = 'Serviço temporariamente indisponível.';

const FIELD = '{campo}';

const clientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'O corpo da requisição não é um JSON válido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'A requisição é grande demais.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Tipo de conteúdo não suportado. Envie application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Tamanho da requisição inválido.' },
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'Endereço inválido.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'bad_request', message: 'Requisição inválida.' },
};

/** The code of another client error, by its status. */
const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  401: 'not_authenticated',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Names a field in a message: a schema-level message carries the '{campo}' placeholder. */
function fieldMessage(message: string, path: ReadonlyArray<PropertyKey>): string {
  const campo = path.map(String).join('.') || 'requisição';
  return message.includes(FIELD) ? message.replaceAll(FIELD, campo) : message;
}

/** Maps every error to the envelope and the HTTP status of DESIGN.md; a 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return { campo: path.join('.'), mensagem: fieldMessage(v.message ?? '', path) };
      });
      const body: ErrorEnvelope = {
        status: 'error',
        code: 'validation_failed',
        message: errors[0]?.mensagem ?? 'Requisição inválida.',
        errors,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ status: 'error', code: error.code, message: error.message, ...error.extra });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ status: 'error', code: 'rate_limited', message: TOO_MANY_REQUESTS });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known =
        error.code && Object.hasOwn(clientErrors, error.code) ? clientErrors[error.code] : undefined;
      const code = known?.code ?? clientErrorCodes[status] ?? 'bad_request';
      return reply
        .status(status)
        .send({ status: 'error', code, message: known?.message ?? 'Requisição inválida.' });
    }
    // Logged without the query's parameters, the request body or a server error's detail: personal data.
    // A plain object under `error`: pino's `err` serializer expects an Error instance.
    const logged = { error: loggableError(error) };
    if (isConnectionFailure(error)) {
      request.log.error(logged, 'database connection failed');
      return reply
        .status(503)
        .send({ status: 'error', code: 'service_unavailable', message: SERVICE_UNAVAILABLE });
    }
    if (isResponseSerializationError(error)) request.log.error(logged, 'response did not match its schema');
    else request.log.error(logged, 'unhandled error');
    return reply.status(500).send({ status: 'error', code: 'internal_error', message: GENERIC_ERROR });
  });
}
