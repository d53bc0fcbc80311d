/** The storage of a device whose customer is a Shinguru member, for the club's Lighthouse page. */

type Storage = Record<string, string>;

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A new customer signed up through the accounts API (the SMS code read from the dev outbox) who joined the Shinguru
 * programme: `storage` plus the logged-in user under `usuario`, as the app keeps it after a login.
 */
export async function withMember(base: string, storage: Storage, prefix: string): Promise<Storage> {
  const celular = `(61) 98${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`;
  const post = (path: string, body: object) =>
    call<never>(base, path, { method: 'POST', body: JSON.stringify(body) });
  await post('/api/auth/codigo', { celular });
  const outbox = await call<{ codigo: string | null }[]>(
    base,
    `/dev/outbox?para=${encodeURIComponent(celular)}`,
  );
  const codigo = outbox.find((message) => message.codigo)?.codigo;
  if (!codigo) throw new Error('no sign-up code in the dev outbox');
  const { ticket } = await call<{ ticket: string }>(base, '/api/auth/login-telefone', {
    method: 'POST',
    body: JSON.stringify({ celular, codigo }),
  });
  const signup = await call<{ usuario: { jwt: string }; refresh_token: string; expira_em: number }>(
    base,
    '/api/auth/cadastro',
    {
      method: 'POST',
      body: JSON.stringify({
        ticket,
        nome: 'Marina Ota',
        celular,
        email: `${celular.replace(/\D/g, '')}@exemplo.com`,
      }),
    },
  );
  await call(base, '/api/cliente', {
    method: 'PUT',
    headers: { authorization: `Bearer ${signup.usuario.jwt}` },
    body: JSON.stringify({ shinguru: true }),
  });
  const usuario = {
    ...signup.usuario,
    shinguru: true,
    mostrar_shinguru: true,
    refresh_token: signup.refresh_token,
    jwt_expira_em: Date.now() + signup.expira_em * 1000,
  };
  return { ...storage, [`${prefix}usuario`]: JSON.stringify(usuario) };
}
