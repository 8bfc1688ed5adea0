import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eurosPer, recordConversion } from './conversions';
import { authenticityProblem, readConversion } from './postback';

const Params = Type.Object({ network: Type.String({ maxLength: 60 }) });
/** A postback's fields are a handful of short values. */
const BODY_LIMIT = 16 * 1024;

type PostbackRequest = FastifyRequest<{ Params: Static<typeof Params>; Querystring: Record<string, string>; Body: string | undefined }>;

/** The fields of a POST's body as sent: JSON or a form. */
function bodyFields(type: string | undefined, body: string): Record<string, unknown> | null {
  if (/^application\/json\b/i.test(type ?? '')) {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * `GET` and `POST /postback/{network}`: a network reports a conversion against the click id the
 * site sent with a click (see postback.ts for the fields). In order: an unknown network is 404,
 * a revoked one 403; one that is not the network's own (its secret, or its HMAC signature) 401,
 * and an address that keeps sending those 429; beyond POSTBACK_RATE_LIMIT a second 429 with
 * Retry-After; fields that do not make a conversion 400 with every reason, and an amount in a
 * currency without a rate 422, so the network sends it again once there is one. A taken
 * postback answers 200 with what became of it: `counted`, `unmatched` (its click id is unknown:
 * kept, never lost) or `duplicate` (its conversion id was taken before: nothing changes).
 */
export async function postbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config, db } = app;
  const { perNetwork, refusedPerAddress } = app.postbackLimits;
  // The body as sent: a signature is made over its bytes. Only this plugin's routes read bodies so.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  const refuse = (reply: FastifyReply, status: number, message: string, errors?: string[]) => reply.code(status).header('Cache-Control', 'no-store').send({ message, ...(errors ? { errors } : {}) });

  const take = async (request: PostbackRequest, reply: FastifyReply) => {
    if (refusedPerAddress.spent(request.ip)) return refuse(reply.header('Retry-After', '60'), 429, 'Too many postbacks from this address were refused; wait a minute.');
    const network = app.networks.get(request.params.network);
    if (!network) return refuse(reply, 404, `No network "${request.params.network.slice(0, 60)}" is registered here.`);
    if (network.revokedAt) return refuse(reply, 403, `The network ${network.name} was revoked on ${network.revokedAt}; its postbacks are refused.`);
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    let fields: Record<string, unknown> = { ...request.query };
    let signed = rawQuery;
    if (request.method === 'POST') {
      const body = typeof request.body === 'string' ? request.body : '';
      const given = bodyFields(request.headers['content-type'], body);
      if (!given) return refuse(reply, 400, 'The body is no JSON object: send the fields as a JSON object or as a form.');
      // A signed body is the whole postback: a field added to its address would go unsigned.
      fields = network.signing === 'hmac' ? given : { ...fields, ...given };
      signed = body;
    }
    const secret = typeof fields.secret === 'string' ? fields.secret : undefined;
    const signature = typeof request.headers['x-signature'] === 'string' ? request.headers['x-signature'] : undefined;
    const forged = authenticityProblem(network, { secret, signature, signed });
    if (forged) {
      refusedPerAddress.take(request.ip);
      request.log.warn({ network: network.name }, 'a postback that is not the network’s own was refused');
      return refuse(reply, 401, `Refused: ${forged}.`);
    }
    if (!perNetwork.take(network.name)) return refuse(reply.header('Retry-After', '1'), 429, `More than ${config.postbackRateLimit} postbacks a second from ${network.name}; send this one again in a second.`);
    const read = readConversion(fields, network, { maxAgeDays: config.postbackMaxAgeDays, now: Date.now() });
    if ('problems' in read) return refuse(reply, 400, 'The postback is not a conversion this site can take; nothing was recorded.', read.problems);
    const rate = await eurosPer(db, read.conversion.currency);
    if (rate === null) return refuse(reply, 422, `No rate for ${read.conversion.currency} is kept, so the amount cannot be counted in euros; nothing was recorded. Send it again once the operator keeps one.`);
    const status = await recordConversion(db, network.name, read.conversion, rate, 'postback');
    return reply.header('Cache-Control', 'no-store').send({ status, conversionId: read.conversion.conversionId });
  };

  const schema = { params: Params, querystring: Type.Record(Type.String(), Type.String({ maxLength: 500 })) };
  app.get('/postback/:network', { schema }, take);
  app.post('/postback/:network', { schema, config: { acceptsForms: true }, bodyLimit: BODY_LIMIT }, take);
}
