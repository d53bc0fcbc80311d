// A bare Fastify route returning fixed bytes: the ceiling the real menu endpoint is compared with.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
