import { createInterface } from 'node:readline/promises';
import { staffCreateBody } from '@comanda/contract';
import { withCliDatabase } from '../../db/open.ts';
import { HttpError } from '../../http/errors.ts';
import { createStaff } from './team.ts';

/** `npm run staff:create [EMAIL] [NOME]`: the brand's first admin (or another one), its password printed once. */
async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

const [emailArg, ...nameArgs] = process.argv.slice(2);
const email = emailArg ?? (await ask('E-mail do administrador: '));
const nome = nameArgs.join(' ') || (await ask('Nome do administrador: '));
const input = staffCreateBody.safeParse({ email, nome, papel: 'admin' });
if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join('\n'));
  console.error('Uso: npm run staff:create -- EMAIL "NOME COMPLETO"');
  process.exit(2);
}

await withCliDatabase(async ({ db }) => {
  try {
    const { membro, senha } = await createStaff(db, null, input.data);
    console.info(`Administrador ${membro.email} criado (id ${membro.id}).`);
    console.info(
      'Senha (guarde-a: ela não será mostrada de novo; no primeiro acesso configure o autenticador):',
    );
    console.info(senha);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
});
