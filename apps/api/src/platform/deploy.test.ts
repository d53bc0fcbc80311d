import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../config/paths.ts';

/**
 * deploy/: the HAProxy configuration, the Dockerfile and the compose file mirror the commands the docs and the
 * tests use. These machines run no containers, so the Dockerfile and compose file are checked against what they
 * must say; HAProxy's own checker validates its configuration (Debian's haproxy, installed by .ci/run).
 */
const file = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const START = 'node --enable-source-maps apps/api/dist/server.js';

describe('the deployment files', () => {
  it('HAProxy accepts its configuration, with every variable it names given', () => {
    const config = file('deploy/haproxy.cfg');
    const variables = [...new Set([...config.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!))].sort();
    expect(variables).toEqual(['COMANDA_API1', 'COMANDA_API2', 'COMANDA_API3', 'COMANDA_LISTEN']);
    expect(existsSync('/usr/sbin/haproxy'), 'install Debian’s haproxy (apt-get install haproxy)').toBe(true);
    const output = execFileSync('/usr/sbin/haproxy', ['-c', '-f', join(projectRoot, 'deploy/haproxy.cfg')], {
      env: {
        COMANDA_LISTEN: '127.0.0.1:8080',
        COMANDA_API1: '127.0.0.1:3001',
        COMANDA_API2: '127.0.0.1:3002',
        COMANDA_API3: '127.0.0.1:3003',
      },
      encoding: 'utf8',
    });
    expect(output).toContain('Configuration file is valid');
    // the balancer's health check is the readiness probe, false while a process drains
    expect(config).toContain('option httpchk GET /api/pronto');
  });

  it('the Dockerfile builds with the README’s commands and starts the compiled server as the docs say', () => {
    const dockerfile = file('deploy/Dockerfile');
    expect(dockerfile).toContain('RUN npm ci --no-audit --no-fund && npm run build');
    expect(dockerfile).toContain('RUN npm ci --omit=dev --no-audit --no-fund --workspace @comanda/api');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]').join(' ')).toBe(START);
    expect(file('docs/operations.md')).toContain(START);
    // every workspace's manifest is in the image, or npm ci refuses the lock file
    const { workspaces } = JSON.parse(file('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces)
      expect(dockerfile, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    for (const folder of ['apps/api/dist', 'apps/api/drizzle', 'apps/api/catalog', 'apps/web/dist'])
      expect(dockerfile).toContain(`COPY --from=build /app/${folder} ${folder}`);
  });

  it('the compose file runs the migrations once, three processes and HAProxy with the same configuration', () => {
    const compose = file('deploy/compose.yaml');
    expect(compose).toContain('command: ["node", "--enable-source-maps", "apps/api/dist/db-migrate.js"]');
    expect(file('apps/api/build.mjs')).toContain("'db-migrate': 'src/db/migrate-cli.ts'");
    expect(compose).toContain('migrate: { condition: service_completed_successfully }');
    for (const name of ['api1', 'api2', 'api3'])
      expect(compose).toMatch(new RegExp(`^  ${name}: \\*api$`, 'm'));
    expect(compose).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    for (const variable of ['COMANDA_LISTEN', 'COMANDA_API1', 'COMANDA_API2', 'COMANDA_API3'])
      expect(compose).toContain(`${variable}:`);
    expect(compose).toContain('TRUST_PROXY: "true"');
  });
});
