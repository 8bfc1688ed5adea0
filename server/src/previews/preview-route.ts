import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../core/escape';
import { PREVIEW_END_PATH, PREVIEW_PATH, Previews, sitePath } from './previews';

/** What a person who opened a link sees when it cannot be opened, in both languages (the link says neither). */
const REFUSALS = {
  malformed: { status: 400, de: 'Dieser Vorschau-Link ist unvollständig oder ungültig.', en: 'This preview link is incomplete or not valid.' },
  forged: { status: 400, de: 'Dieser Vorschau-Link ist ungültig.', en: 'This preview link is not valid.' },
  expired: { status: 410, de: 'Dieser Vorschau-Link ist abgelaufen. Bitten Sie um einen neuen.', en: 'This preview link has expired. Ask for a new one.' },
  gone: { status: 410, de: 'Eine Version dieser Vorschau ist nicht mehr veröffentlicht.', en: 'A version of this preview is no longer published.' },
} as const;

function refusalPage(reply: FastifyReply, refusal: keyof typeof REFUSALS) {
  const { status, de, en } = REFUSALS[refusal];
  return reply
    .code(status)
    .header('Content-Security-Policy', "default-src 'none'")
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Vorschau / Preview</title></head>
<body>
<main>
<h1>Vorschau</h1>
<p>${escapeHtml(de)}</p>
<p><a href="/">Zur Startseite</a></p>
<h2 lang="en">Preview</h2>
<p lang="en">${escapeHtml(en)}</p>
<p lang="en"><a href="/en">To the home page</a></p>
</main>
</body>
</html>`);
}

/**
 * Opening a preview link pins this browser to the preview's versions (a cookie every server
 * reads, see Previews); ending it clears the cookie. Neither answer may be kept by a cache or
 * indexed, and the link's token is not passed on in a Referer.
 */
export async function previewRoutes(app: FastifyInstance) {
  const { previews, releases, config } = app;
  const secure = config.siteUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').header('Referrer-Policy', 'no-referrer');
  });

  app.get(PREVIEW_PATH, async (request: FastifyRequest<{ Querystring: { token?: string; to?: string } }>, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const preview = previews.read(token);
    if (typeof preview === 'string') return refusalPage(reply, preview);
    // A version pruned since the link was made cannot be served by any server.
    const loaded = await Promise.all(Object.entries(preview.pins).map(([pinned, version]) => releases.publishedApp(pinned, version)));
    if (loaded.includes(null)) return refusalPage(reply, 'gone');
    return reply.header('Set-Cookie', previews.cookie(token!, preview, secure)).redirect(sitePath(request.query.to), 303);
  });

  app.get(PREVIEW_END_PATH, async (request: FastifyRequest<{ Querystring: { to?: string } }>, reply) =>
    reply.header('Set-Cookie', Previews.ended(secure)).redirect(sitePath(request.query.to), 303),
  );
}
