import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildWithClock, client, freshPhone, queryRows, signUp } from '../modules/auth/testing.ts';
import { atFileEnd } from '../testing/file-end.ts';
import { runProcess, serverFile, tempDir, testPort, waitForHealth } from './testing.ts';

// PostgreSQL only: PGlite runs inside the process and has no connection to lose.

const UNAVAILABLE = {
  status: 'error',
  code: 'service_unavailable',
  message: 'Serviço temporariamente indisponível.',
};

const address = {
  apelido: 'Casa',
  logradouro: 'SQS 308 Bloco A',
  numero: '101',
  bairro: 'Asa Sul',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70355010',
  lat: -15.8127,
  lng: -47.9005,
};

/**
 * Holds the row lock of the customer who owns `enderecoId` from a connection of its own, runs `request` (which
 * must wait on that lock inside its transaction), terminates the waiting backend and returns what the request
 * answered. The lock is released afterwards.
 */
async function killWhileWaiting<T>(
  databaseUrl: string,
  enderecoId: number,
  request: () => Promise<T>,
): Promise<T> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(
      'select c.id from customers c join customer_addresses a on a.customer_id = c.id where a.id = $1 for update of c',
      [enderecoId],
    );
    const pending = request();
    let pid: number | undefined;
    for (let i = 0; i < 200 && pid === undefined; i++) {
      const { rows } = await holder.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows.length > 1) throw new Error('more than one backend waits on a lock');
      pid = rows[0]?.pid;
      if (pid === undefined) await new Promise((r) => setTimeout(r, 25));
    }
    if (pid === undefined) throw new Error('the request never waited on the lock');
    await holder.query('select pg_terminate_backend($1)', [pid]);
    return await pending;
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
}

/** A fresh, empty PostgreSQL database on the DATABASE_URL server, dropped after the file's tests. */
async function emptyDatabase(): Promise<string> {
  const name = `comanda_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  atFileEnd(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const built = await buildWithClock({ RATE_LIMIT_MAX: '1000' });

describe('a PostgreSQL connection lost inside a transaction', () => {
  it('answers that request with a 503 and the app keeps serving the next ones', async () => {
    const { app, database } = built;
    const call = client(app);
    const session = await signUp(app, {
      nome: 'Helena Prado',
      celular: freshPhone(),
      email: `${freshPhone()}@exemplo.com`,
    });
    const jwt = session.usuario.jwt;
    const added = await call('PUT', '/api/endereco_pedido', address, jwt);
    expect(added.statusCode, added.body).toBe(200);
    const enderecoId = added.json().data[0].id as number;
    const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${current!.name}`;

    const res = await killWhileWaiting(url.toString(), enderecoId, () =>
      call('PUT', '/api/endereco_pedido', { enderecoId, selecionar: true }, jwt),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);

    expect((await call('GET', '/api/health')).statusCode).toBe(200);
    const again = await call('PUT', '/api/endereco_pedido', { enderecoId, selecionar: true }, jwt);
    expect(again.statusCode, again.body).toBe(200);
    const other = await call('PUT', '/api/endereco_pedido', { ...address, apelido: 'Trabalho' }, jwt);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toHaveLength(2);
  });

  it('leaves the server process running: that request gets a 503, the next ones are served', async () => {
    const databaseUrl = await emptyDatabase();
    const port = testPort();
    const server = runProcess(serverFile, [], {
      PORT: String(port),
      DATA_DIR: tempDir('comanda-pg-server'),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '1000',
    });
    await waitForHealth(port, server);
    const api = async <T = unknown>(method: string, path: string, body?: unknown, jwt?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { status: string; message?: string; data: T },
      };
    };

    const celular = freshPhone();
    expect((await api('POST', '/api/auth/codigo', { celular })).status).toBe(200);
    const outbox = await api<Array<{ codigo: string }>>('GET', `/dev/outbox?para=${celular}&limite=1`);
    const login = await api<{ ticket: string }>('POST', '/api/auth/login-telefone', {
      celular,
      codigo: outbox.body.data[0]!.codigo,
    });
    const registered = await api<{ usuario: { jwt: string } }>('POST', '/api/auth/cadastro', {
      ticket: login.body.data.ticket,
      nome: 'Helena Prado',
      celular,
      email: `helena.${celular}@exemplo.com`,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const jwt = registered.body.data.usuario.jwt;
    const added = await api<Array<{ id: number }>>('PUT', '/api/endereco_pedido', address, jwt);
    expect(added.status).toBe(200);
    const enderecoId = added.body.data[0]!.id;

    const killed = await killWhileWaiting(databaseUrl, enderecoId, () =>
      api('PUT', '/api/endereco_pedido', { enderecoId, selecionar: true }, jwt),
    );
    expect(killed).toEqual({ status: 503, body: UNAVAILABLE });

    // Give a crash the time to happen, then check the same process still serves reads and writes.
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode).toBeNull();
    expect((await api('GET', '/api/health')).status).toBe(200);
    expect((await api('PUT', '/api/endereco_pedido', { enderecoId, selecionar: true }, jwt)).status).toBe(
      200,
    );
    expect((await api('PUT', '/api/endereco_pedido', { ...address, apelido: 'Trabalho' }, jwt)).status).toBe(
      200,
    );
    expect(server.output()).toContain('database connection lost');
    expect(server.output()).toContain('"msg":"database connection failed"');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
