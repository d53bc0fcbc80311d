import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeCall, type FakeServerOptions, fakeServer } from '../http/fake-server.ts';

interface FakeCob {
  txid: string;
  criacao: string;
  expiracao: number;
  valor: string;
  chave: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  location: string;
  pix: Array<{
    endToEndId: string;
    txid: string;
    valor: string;
    horario: string;
    devolucoes: Array<Record<string, unknown>>;
  }>;
}

const problem = (status: number, type: string, title: string, detail: string): FakeAnswer => ({
  status,
  body: { type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail },
});

/**
 * A stand-in for a PSP's BACEN API Pix v2 replaying the documented answers: OAuth2 client credentials at
 * /oauth/token (HTTP Basic), `PUT|GET /cob/{txid}` (txid [a-zA-Z0-9]{26,35}; a txid already used is refused),
 * `PUT|GET /pix/{e2eid}/devolucao/{id}` (EM_PROCESSAMENTO, then DEVOLVIDO when read). `pay()` plays a customer
 * paying a charge. `control` makes the next API calls hang (processed, never answered), answer malformed JSON or
 * a 5xx, revokes the tokens issued so far, or leaves `pixCopiaECola` out of the answers.
 */
export async function fakePsp(
  credentials: { clientId: string; clientSecret: string },
  options: FakeServerOptions = {},
) {
  const cobs = new Map<string, FakeCob>();
  const tokens = new Set<string>();
  const control = { hang: 0, malformed: 0, serverError: 0, omitCopiaECola: false, tokenCalls: 0 };
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

  const cobJson = (cob: FakeCob) => ({
    calendario: { criacao: cob.criacao, expiracao: cob.expiracao },
    txid: cob.txid,
    revisao: 0,
    loc: { id: 789, location: cob.location, tipoCob: 'cob' },
    location: cob.location,
    status: cob.status,
    valor: { original: cob.valor },
    chave: cob.chave,
    ...(control.omitCopiaECola
      ? {}
      : {
          pixCopiaECola: `00020101021226830014br.gov.bcb.pix2561${cob.location}520400005303986540${cob.valor.length}${cob.valor}5802BR5912HANAMI SUSHI6008BRASILIA62070503***6304ABCD`,
        }),
    ...(cob.pix.length > 0 ? { pix: cob.pix } : {}),
  });

  function findPix(e2e: string) {
    for (const cob of cobs.values()) {
      const pix = cob.pix.find((item) => item.endToEndId === e2e);
      if (pix) return pix;
    }
    return null;
  }

  function answer(result: FakeAnswer): FakeAnswer {
    if (control.hang > 0) {
      control.hang--;
      return 'hang';
    }
    if (control.malformed > 0 && result !== 'hang' && result.status < 300) {
      control.malformed--;
      return { status: result.status, raw: '{"txid": ' };
    }
    return result;
  }

  function route(call: FakeCall): FakeAnswer {
    if (call.method === 'POST' && call.path === '/oauth/token') {
      control.tokenCalls++;
      if (call.headers.authorization !== basic || call.raw !== 'grant_type=client_credentials')
        return { status: 401, body: { error: 'invalid_client' } };
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'cob.write cob.read pix.write pix.read',
        },
      };
    }
    const bearer = String(call.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer))
      return problem(401, 'AcessoNegado', 'Acesso negado', 'Token de acesso inválido ou expirado.');
    if (control.serverError > 0) {
      control.serverError--;
      return problem(503, 'ServicoIndisponivel', 'Serviço indisponível', 'Tente mais tarde.');
    }

    const cobPath = /^\/cob\/([^/]+)$/.exec(call.path);
    if (cobPath) {
      const txid = cobPath[1]!;
      if (call.method === 'GET') {
        const cob = cobs.get(txid);
        return cob
          ? answer({ status: 200, body: cobJson(cob) })
          : problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada', 'Cobrança não encontrada.');
      }
      if (call.method === 'PUT') {
        const body = (call.body ?? {}) as {
          calendario?: { expiracao?: number };
          valor?: { original?: string };
          chave?: string;
        };
        if (
          !/^[a-zA-Z0-9]{26,35}$/.test(txid) ||
          !/^\d{1,10}\.\d{2}$/.test(String(body.valor?.original)) ||
          !body.chave
        )
          return problem(
            400,
            'CobOperacaoInvalida',
            'Cobrança inválida.',
            'A requisição não respeita o schema.',
          );
        if (cobs.has(txid))
          return problem(
            400,
            'CobOperacaoInvalida',
            'Cobrança inválida.',
            'O txid informado já foi utilizado.',
          );
        const cob: FakeCob = {
          txid,
          criacao: new Date().toISOString(),
          expiracao: Number(body.calendario?.expiracao ?? 86_400),
          valor: String(body.valor?.original),
          chave: String(body.chave),
          status: 'ATIVA',
          location: `pix.example.com/qr/v2/${randomBytes(16).toString('hex')}`,
          pix: [],
        };
        cobs.set(txid, cob);
        return answer({ status: 201, body: cobJson(cob) });
      }
    }

    const refundPath = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(call.path);
    if (refundPath) {
      const pix = findPix(refundPath[1]!);
      if (!pix) return problem(404, 'PixNaoEncontrado', 'Pix não encontrado', 'Pix não encontrado.');
      const id = refundPath[2]!;
      const existing = pix.devolucoes.find((refund) => refund.id === id);
      if (call.method === 'GET') {
        if (!existing)
          return problem(
            404,
            'DevolucaoNaoEncontrada',
            'Devolução não encontrada',
            'Devolução não encontrada.',
          );
        existing.status = 'DEVOLVIDO';
        return answer({ status: 200, body: existing });
      }
      if (call.method === 'PUT') {
        if (existing)
          return problem(
            409,
            'DevolucaoIdJaUtilizado',
            'Id já utilizado',
            'O id da devolução já foi utilizado.',
          );
        const valor = String(((call.body ?? {}) as Record<string, unknown>).valor ?? '');
        const returned = pix.devolucoes.reduce((sum, refund) => sum + Number(refund.valor), 0);
        if (!/^\d{1,10}\.\d{2}$/.test(valor) || returned + Number(valor) > Number(pix.valor) + 1e-9)
          return problem(400, 'PixDevolucaoInvalida', 'Devolução inválida', 'Valor acima do disponível.');
        const refund = {
          id,
          rtrId: `D${randomBytes(8).toString('hex').toUpperCase()}`,
          valor,
          horario: { solicitacao: new Date().toISOString() },
          status: 'EM_PROCESSAMENTO',
        };
        pix.devolucoes.push(refund);
        return answer({ status: 201, body: refund });
      }
    }
    return problem(404, 'NaoEncontrado', 'Não encontrado', 'Recurso não encontrado.');
  }

  const server = await fakeServer(route, options);
  return {
    ...server,
    cobs,
    control,
    /** Revokes every token issued so far (the next API call answers 401). */
    revokeTokens: () => tokens.clear(),
    /** A customer pays the charge in full; returns the end-to-end id. */
    pay(txid: string): string {
      const cob = cobs.get(txid)!;
      const endToEndId = `E18236120${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}s0${randomBytes(5).toString('hex').slice(0, 9)}`;
      cob.status = 'CONCLUIDA';
      cob.pix.push({ endToEndId, txid, valor: cob.valor, horario: new Date().toISOString(), devolucoes: [] });
      return endToEndId;
    },
  };
}
