import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LANGUAGES, loadDictionary, translate } from '@casino/shared';
import { deliverableEmail } from './email-address';
import { confirm, subscribe, unsubscribe } from './newsletter-service';
import { countSignUp } from './sign-up-limit';
import { hashIp } from './tokens';
import { validationMessage } from '../core/plugins/validation-message';
import { loadSetting } from '../core/secrets';
import { Message, StringEnum } from '../core/api-schemas';
import { visitorLanguage } from '../pages';

const SIGN_UP_WINDOW_SECONDS = 10 * 60;

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** The unsubscribe link's token, in the body or the query. */
const MaybeToken = Type.Object({ token: Type.Optional(Token) });
const Status = Type.Object({ status: Type.Optional(Type.String()), message: Type.Optional(Type.String()) });
const SignUp = Type.Object({ email: Type.String({ maxLength: 1000 }), language: StringEnum(LANGUAGES) }, { additionalProperties: false });

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, outbox, config } = app;
  // Addresses are counted by a salted hash (one salt per database, made at first start), never stored.
  const settings = { siteUrl: config.siteUrl, ipSalt: await loadSetting(db, 'ip_hash_salt') };
  // Answers a visitor may read come from the site's dictionary, in their language.
  await Promise.all(LANGUAGES.map(loadDictionary));

  app.post(
    '/api/newsletter/subscribe',
    {
      // A refused field is answered by the handler, in the visitor's language when it is the address.
      attachValidation: true,
      schema: { body: SignUp, response: { 200: Message, 400: Message, 429: Message } },
    },
    async (request, reply) => {
      const language = visitorLanguage(request, (request.body as { language?: unknown } | undefined)?.language);
      if (request.validationError) {
        const problems: readonly FastifySchemaValidationError[] = request.validationError.validation ?? [];
        // The page always sends both fields: only the address is the visitor's to fix; the rest is a client's mistake, said in the API's words.
        const aboutTheAddress = problems.every((problem) => problem.instancePath === '/email' || (problem.params as { missingProperty?: string }).missingProperty === 'email');
        const message = aboutTheAddress && language === request.body?.language ? translate(language, 'newsletter.invalidAddress') : `Invalid request: ${validationMessage(request, problems, 'body')}`;
        return reply.code(400).send({ message });
      }
      const email = deliverableEmail(request.body.email);
      if (!email) return reply.code(400).send({ message: translate(language, 'newsletter.invalidAddress') });
      // Counted once the address is one a mail can reach: junk costs no database write, and is refused anyway.
      const limit = await countSignUp(db, hashIp(request.client, settings.ipSalt), config.subscribeLimit, SIGN_UP_WINDOW_SECONDS);
      if (!limit.allowed) {
        const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
        return reply.code(429).header('Retry-After', String(limit.retryAfterSeconds)).send({ message: translate(language, 'newsletter.tooManySignUps', { minutes }) });
      }
      const queued = await subscribe(db, settings, { email, language: request.body.language, ip: request.ip });
      if (queued) void outbox.nudge();
      // The same answer for new, pending and confirmed addresses: nobody learns who subscribed.
      return { message: translate(language, 'subscriptionSuccessMessage') };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: Type.Object({ token: Token }), response: { 200: Status, 404: Status, 410: Status } } },
    async (request, reply) => {
      const result = await confirm(db, request.body.token);
      if (result === 'invalid') return reply.code(404).send({ status: result, message: translate(visitorLanguage(request), 'newsletter.invalid') });
      if (result === 'expired') return reply.code(410).send({ status: result, message: translate(visitorLanguage(request), 'newsletter.expired') });
      return { status: result };
    },
  );

  // The link in every mail, and mail clients' one-click unsubscribe (token in the query).
  app.post(
    '/api/newsletter/unsubscribe',
    {
      // Mail clients' one-click unsubscribe posts a form (RFC 8058).
      config: { acceptsForms: true },
      schema: { querystring: MaybeToken, body: MaybeToken, response: { 200: Status, 400: Message, 404: Status } },
      // A one-click post may carry no body at all (the token is in the query); what it does carry is checked by the schema.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body.token;
      if (!token) return reply.code(400).send({ message: translate(visitorLanguage(request), 'newsletter.unsubscribeInvalid') });
      if (!(await unsubscribe(db, token))) return reply.code(404).send({ status: 'invalid', message: translate(visitorLanguage(request), 'newsletter.unsubscribeInvalid') });
      return { status: 'unsubscribed' };
    },
  );
}
