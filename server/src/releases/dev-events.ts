import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { VersionSnapshot } from './active-versions';

/** How soon a page tries again after losing the stream (the server restarting, mostly). */
const RETRY_MS = 250;
/** A comment line now and then keeps idle-connection timeouts from closing the stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Development mode only (`npm run dev`, DEV_MODE; a production server has no such route): a stream of
 * server-sent events telling open pages which build of every app is served, and which server
 * process serves it. The reload client in the shell's development build
 * (scripts/dev/reload-client.js) reloads the page when either differs from what it was
 * rendered with: after a rebuild, and after the server restarted on a change of its own code.
 */
export async function devEventRoutes(app: FastifyInstance) {
  if (!app.config.devMode) return;
  const { devBuilds } = app;
  const server = randomUUID();
  const streams = new Set<ServerResponse>();
  const served = (snapshot: VersionSnapshot | null) => {
    const versions = snapshot && Object.fromEntries(snapshot.apps.map((a) => [a.app, a.version]));
    return `event: served\ndata: ${JSON.stringify({ server, versions })}\n\n`;
  };
  const stopListening = devBuilds.onChange((snapshot) => {
    for (const stream of streams) stream.write(served(snapshot));
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(':\n\n');
  }, HEARTBEAT_MS).unref();
  // Open streams would keep the server from closing, and a restart from happening.
  app.addHook('preClose', async () => {
    stopListening();
    clearInterval(heartbeat);
    for (const stream of streams) stream.end();
  });

  app.get('/__dev/events', (request, reply) => {
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    stream.write(`retry: ${RETRY_MS}\n\n${served(devBuilds.current())}`);
    streams.add(stream);
    request.raw.once('close', () => streams.delete(stream));
  });
}
