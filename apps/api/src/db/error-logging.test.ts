import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';
import { isConnectionFailure, loggableError } from './errors.ts';
import { customers } from './schema/index.ts';

const { app, database } = await build({ LOG_LEVEL: 'error' });
const db = database.db;

// Every request logs through a logger whose output the test reads. It has no redaction of its own: what it
// writes is exactly what the error handler hands it.
const lines: string[] = [];
const captured = pino(
  { level: 'error' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
app.setChildLoggerFactory((_logger, bindings, options) => captured.child(bindings, options));

const maria = {
  nome: 'Maria Aparecida Quintanilha',
  celular: '61987654321',
  email: 'maria.quintanilha@exemplo.com',
  cpf: '52601815906',
  dataNascimento: '1984-03-09',
};
const personalValues = Object.values(maria);

app.post('/test/duplicate', async () => {
  await db.insert(customers).values({ idExterno: randomUUID(), ...maria });
  await db.insert(customers).values({ idExterno: randomUUID(), ...maria });
  return { status: 'success' };
});
app.post('/test/check', async () => {
  await db.insert(customers).values({ idExterno: randomUUID(), ...maria, email: null, status: 'deleted' });
  return { status: 'success' };
});
app.post('/test/nul', async () => {
  await db.insert(customers).values({ idExterno: randomUUID(), ...maria, nome: `${maria.nome}\u0000` });
  return { status: 'success' };
});
app.post('/test/cast', async () => {
  await db.execute(sql`select ${maria.nome}::date`);
  return { status: 'success' };
});
app.post('/test/transaction', async () => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${maria.cpf}::int`);
  });
  return { status: 'success' };
});

async function failingCall(url: string) {
  lines.length = 0;
  const res = await app.inject({ method: 'POST', url });
  const log = lines.join('');
  return { res, log, entry: JSON.parse(lines.at(-1) ?? '{}') };
}

describe('a failed query is logged without personal data', () => {
  it.each([
    ['/test/duplicate', '23505'],
    ['/test/check', '23514'],
    ['/test/nul', '22021'],
    ['/test/cast', '22007'],
    ['/test/transaction', '22003'],
  ])(
    '%s answers 500 and logs the SQLSTATE and the SQL text, never the parameters or the row',
    async (url, code) => {
      const { res, log, entry } = await failingCall(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'internal_error',
        message: 'Ocorreu um erro, tente novamente!',
      });
      expect(entry.msg).toBe('unhandled error');
      expect(entry.error.type).toBe('DrizzleQueryError');
      expect(entry.error.message).toBe('Failed query');
      expect(entry.error.query).toMatch(/^(insert|select) /);
      expect(entry.error.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
      expect(entry.error.cause.type).toBe('DatabaseError');
      expect(entry.error.cause.sqlState).toBe(code);
      for (const value of personalValues) expect(log).not.toContain(value);
      expect(log).not.toMatch(/params:|Failing row|Key \(/);
    },
  );

  it('keeps the schema names a server error reports', async () => {
    const { entry } = await failingCall('/test/duplicate');
    expect(entry.error.query).toContain('insert into "customers"');
    expect(entry.error.cause).toMatchObject({ sqlState: '23505', table: 'customers', severity: 'ERROR' });
    expect(entry.error.cause.message).toContain('customers_');
  });
});

describe('loggableError', () => {
  it('keeps a plain error as it is, cause included', () => {
    const error = new TypeError('x is not a function', { cause: new RangeError('too far') });
    expect(loggableError(error)).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
      stack: expect.stringMatching(/^TypeError: x is not a function\n\s+at /),
      cause: { type: 'RangeError', message: 'too far' },
    });
  });

  it('drops the parameters of a failed query, from the message, the stack and every other field', () => {
    const error = new DrizzleQueryError('select $1', [maria.cpf], new Error(`boom ${'!'}`));
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(maria.cpf);
    expect(loggableError(error)).toMatchObject({ message: 'Failed query', query: 'select $1' });
  });
});

describe('isConnectionFailure', () => {
  const serverError = (code: string) =>
    Object.assign(new Error('server says no'), { code, severity: 'FATAL' });

  it('recognises lost and refused connections, bare or inside a failed query', () => {
    for (const error of [
      serverError('57P01'),
      serverError('57P02'),
      serverError('57P03'),
      serverError('08006'),
      serverError('08P01'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client was closed and is not queryable'),
      new DrizzleQueryError('rollback', [], new Error('Connection terminated')),
      new DrizzleQueryError('select 1', [], Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
      new DrizzleQueryError('select 1', [], serverError('57P01')),
    ])
      expect(isConnectionFailure(error), error.message).toBe(true);
  });

  it('leaves every other failure a 500', () => {
    for (const error of [
      serverError('23505'),
      serverError('57014'),
      new DrizzleQueryError('select 1', [], serverError('22P02')),
      new Error('ECONNREFUSED'),
      Object.assign(new Error('fetch failed'), { code: 'ECONNREFUSED' }),
      'Connection terminated',
    ])
      expect(isConnectionFailure(error), String(error)).toBe(false);
  });
});
