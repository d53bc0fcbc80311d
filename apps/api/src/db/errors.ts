import { DrizzleQueryError } from 'drizzle-orm';

/** Server error codes that mean the connection is gone: class 08 (connection exception), shutdown and crash. */
const CONNECTION_CODE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Socket failures of a query that never reached the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres throws on a client whose connection ended or broke. */
const CONNECTION_MESSAGE =
  /^Connection terminated\b|is not queryable$|^timeout exceeded when trying to connect$/;

/** Fields of a PostgreSQL error that name things of the schema, never values of a row. */
const IDENTIFIER_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function stringCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A PostgreSQL server error (node-postgres or PGlite): it carries a SQLSTATE and the server's context. */
function isServerError(error: Error): boolean {
  return stringCode(error) !== undefined && ('severity' in error || 'routine' in error);
}

/**
 * True when the database could not be reached or the connection was lost mid-query (server restart, failover,
 * pg_terminate_backend): a temporary failure of the service, not a fault of the request.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = stringCode(error);
  if (code && CONNECTION_CODE.test(code)) return true;
  if (CONNECTION_MESSAGE.test(error.message)) return true;
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    if (cause instanceof Error && SOCKET_CODES.has(stringCode(cause) ?? '')) return true;
    return isConnectionFailure(cause, depth + 1);
  }
  return false;
}

/**
 * The message of an error as it may be logged. A failed query's message ends with its parameters (personal
 * data), so it is dropped (the SQL text is logged on its own); a data exception (SQLSTATE class 22) quotes the
 * offending value, which is masked.
 */
function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return 'Failed query';
  const code = stringCode(error);
  if (code?.startsWith('22') && isServerError(error))
    return error.message.replace(/"[\s\S]*"/, '"[redacted]"');
  return error.message;
}

/** The stack's frames under a sanitized first line: the original first lines repeat the message. */
function safeStack(error: Error, header: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

export interface LoggableError {
  type: string;
  message: string;
  /** The SQLSTATE of a PostgreSQL error. */
  sqlState?: string;
  /** The code of any other error (a socket's ECONNREFUSED, a framework's FST_…). */
  errorCode?: string;
  query?: string;
  stack?: string;
  cause?: LoggableError;
  [field: string]: unknown;
}

/**
 * An error as it may reach the logs: its class, SQLSTATE or code, the schema names a server error reports, the
 * SQL text of a failed query without its parameters, a stack without the message, and the same for its cause.
 * Never the parameters, a server error's `detail`/`where`/`hint` (they quote row values), nor other fields.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown' };
  const type = isServerError(error)
    ? 'DatabaseError'
    : error.constructor.name !== 'Error'
      ? error.constructor.name
      : error.name;
  const message = safeMessage(error);
  const out: LoggableError = { type, message };
  // `sqlState` or `errorCode`, never a bare `code`: which of the two it is matters when reading the line.
  const code = stringCode(error);
  if (code && isServerError(error)) out.sqlState = code;
  else if (code) out.errorCode = code;
  if (error instanceof DrizzleQueryError) out.query = error.query;
  if (isServerError(error)) {
    for (const field of IDENTIFIER_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) out[field] = value;
    }
  }
  const stack = safeStack(error, `${type}: ${message}`);
  if (stack) out.stack = stack;
  if (error.cause !== undefined && depth < 4) out.cause = loggableError(error.cause, depth + 1);
  return out;
}
