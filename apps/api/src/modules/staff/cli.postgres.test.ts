import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { runProcess, tempDir } from '../../db/testing.ts';

// PostgreSQL only (a second process on the same database; on PGlite the data directory's lock refuses it while a
// server runs, which data-dir-lock-process.test.ts covers for every command).
const adminUrl = process.env.DATABASE_URL;
const cliFile = new URL('./cli.ts', import.meta.url).pathname;

async function emptyDatabase(): Promise<string> {
  const name = `comanda_staffcli_${randomBytes(5).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await run(`create database ${name}`);
  afterAll(() => run(`drop database if exists ${name} with (force)`));
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!adminUrl)('npm run staff:create', () => {
  it('creates the first admin on a new database and prints a password that signs in; refuses a taken e-mail', async () => {
    const databaseUrl = await emptyDatabase();
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: tempDir('staff-cli'), LOG_LEVEL: 'silent' };
    const cli = runProcess(cliFile, ['Primeira.Admin@Hanami.test', 'Primeira', 'Admin'], env);
    expect(await cli.exited, cli.output()).toBe(0);
    expect(cli.output()).toContain('Administrador primeira.admin@hanami.test criado');
    const password = cli.output().trim().split('\n').at(-1)!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const again = runProcess(cliFile, ['primeira.admin@hanami.test', 'Outra Pessoa'], env);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('Já existe um membro da equipe com este e-mail.');
    const bad = runProcess(cliFile, ['nao-e-email', 'Nome'], env);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain('E-mail inválido!');

    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', ...env }), database });
    afterAll(async () => {
      await app.close();
      await database.close();
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/gestao/login',
      payload: { email: 'primeira.admin@hanami.test', senha: password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.etapa).toBe('cadastro_totp');
  }, 120_000);
});
