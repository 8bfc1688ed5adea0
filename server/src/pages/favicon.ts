import type { FastifyInstance } from 'fastify';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b1120"/><text x="32" y="44" font-size="34" text-anchor="middle" font-family="Arial" font-weight="700" fill="#fbbf24">C</text></svg>`;

export async function faviconRoutes(app: FastifyInstance) {
  app.get('/favicon.svg', (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON),
  );
  // Browsers still ask for /favicon.ico now and then; point them at the SVG.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
}
