/** Log paths that must never reach the logs (card data, passwords, one-time codes, tokens, personal documents). */
const sensitiveKeys = [
  'numero',
  'cvv',
  'senha',
  'password',
  'jwt',
  'cpf',
  'numero_cartao',
  'senha_cartao',
  'token',
  'codigo',
  'code',
  'ticket',
  'refresh_token',
  'refreshToken',
  'senhaHash',
  'senha_hash',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `body.${k}`, `req.body.${k}`]),
];
