import type { DataFolderInUseError } from '../db/data-folder-lock';
import { describeHolder } from '../db/data-folder-lock';
import { requestFor } from '../steps/requests';
import type { ReleaseAction } from '../steps/step';
import { EXIT_ERROR } from './exit-codes';
import { listenerAt, notThisSite } from './server-identity';

/**
 * How an import command (`npm run db:import`, `npm run whitelist:import`) reaches the embedded
 * database a running server holds: through that server's step, never behind its back.
 */

/**
 * The line for an embedded database another process holds: nothing was imported, and how to
 * reach the server that holds it (its PORT), whose step takes the file instead.
 */
export function heldElsewhere({ dataDir, holder }: DataFolderInUseError, port: number, command: string): string {
  const held = `nothing was imported: ${describeHolder(holder)} has the embedded database in ${dataDir} open`;
  if (!holder.what.startsWith('a server')) return `${held}; run the import again once it has ended`;
  const wanted = holder.port && holder.port !== port ? `PORT=${holder.port}` : 'PORT set to the port it listens on';
  return `${held}, and no server of this site answers at 127.0.0.1:${port} (PORT=${port}): run ${command} again with ${wanted}, so the import goes through that server`;
}

/** A running server's answer to an import: its status and JSON body. */
export interface ServerAnswer<T> {
  ok: boolean;
  status: number;
  body: Partial<T> & { message?: string; errors?: string[] };
  base: string;
}

/**
 * Sends `input` to this site's server on `port` as the step `action` takes it. Null when no server
 * listens there; an exit code (said in words) when something else listens or this site's server
 * does not answer; else its answer. The admin token goes only to a server that says it is this site's.
 */
export async function sendThroughServer<T>(port: number, adminToken: () => Promise<string>, action: ReleaseAction, input: Record<string, unknown>, command: string): Promise<ServerAnswer<T> | number | null> {
  const base = `http://127.0.0.1:${port}`;
  const listener = await listenerAt(base);
  if (listener === 'none') return null;
  if (listener === 'other') {
    console.error(notThisSite(base, listener, { port, serverOption: false }));
    return EXIT_ERROR;
  }
  // The step's entry of the table says where the server takes the file.
  const { method, url } = requestFor(action, input);
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      // A redirect would carry the token to wherever it points.
      redirect: 'manual',
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify(input),
    });
  } catch (error) {
    // The server said it is this site's, so it has the database open: going to its folder directly would write behind its back.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    console.error(`nothing was imported: this site's server at ${base} (PORT=${port}) did not answer the import (${cause?.code ?? cause?.message ?? (error as Error).message}); run ${command} again once it answers`);
    return EXIT_ERROR;
  }
  const body = (await response.json().catch(() => ({}))) as ServerAnswer<T>['body'];
  return { ok: response.ok, status: response.status, body, base };
}
