// Writes docs/api.md from the routes' own schemas (OpenAPI), so the list can never drift from the code.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorCodeInfo, errorCodes } from '@comanda/contract';
import { buildApp } from '../app.ts';
import { loadEnv, projectRoot } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: { type?: string; enum?: string[] };
  }>;
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

/** A body's JSON schema: an object, or a union of objects (`anyOf`/`oneOf`, e.g. PUT cliente). */
interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
}

/** A body's fields, `?` when optional; a union lists each alternative's fields, separated by ' \| '. */
function bodyFields(body: BodySchema | undefined): string {
  const alternatives = body?.anyOf ?? body?.oneOf;
  if (alternatives) return alternatives.map(bodyFields).filter(Boolean).join(' \\| ');
  return Object.keys(body?.properties ?? {})
    .map((name) => `\`${name}\`${body?.required?.includes(name) ? '' : '?'}`)
    .join(', ');
}

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: resolve(projectRoot, 'data') });
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const app = await buildApp({ env, database });
await app.ready();
const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };

const lines = [
  '# API',
  '',
  'Generated from the routes by `npm run docs:api`; do not edit by hand. Every response uses the envelope',
  '`{ status: "success" | "error", code?, message?, data? }` with real HTTP status codes (see DESIGN.md); every',
  'error carries a stable `code` (see [Error codes](#error-codes)). The full OpenAPI document is served at',
  '`GET /api/openapi.json`.',
  '',
  '| Method | Path | What it does | Query / body | Responses |',
  '| --- | --- | --- | --- | --- |',
];
for (const [path, methods] of Object.entries(spec.paths).sort(([a], [b]) => a.localeCompare(b))) {
  for (const [method, op] of Object.entries(methods)) {
    const params = (op.parameters ?? [])
      .map(
        (p) =>
          `\`${p.name}\`${p.required ? '' : '?'}${p.schema?.enum ? ` (${p.schema.enum.join(' \\| ')})` : ''}`,
      )
      .join(', ');
    const fields = bodyFields(op.requestBody?.content?.['application/json']?.schema);
    const inputs = [params, fields && `body: ${fields}`].filter(Boolean).join('; ');
    const codes = Object.keys(op.responses ?? {}).join(', ');
    lines.push(
      `| ${method.toUpperCase()} | \`${path}\` | ${op.summary ?? ''} | ${inputs || '—'} | ${codes} |`,
    );
  }
}

lines.push(
  '',
  '## Error codes',
  '',
  'Every error body is `{ status: "error", code, message, errors?, responseCode?, data? }`. `code` is stable',
  '(listed in `packages/contract`, `errorCodes`) and is what clients branch on; `message` is the pt-BR text to',
  'show and may be reworded. Status 0 marks a code the web client sets itself when no answer arrived.',
  '',
  '| Code | HTTP status | Meaning |',
  '| --- | --- | --- |',
  ...errorCodes.map((code) => {
    const { statuses, meaning } = errorCodeInfo[code];
    return `| \`${code}\` | ${statuses.join(', ')} | ${meaning.replaceAll('|', '\\|')} |`;
  }),
);
writeFileSync(resolve(projectRoot, 'docs/api.md'), `${lines.join('\n')}\n`);
await app.close();
await database.close();
console.info('docs/api.md written');
