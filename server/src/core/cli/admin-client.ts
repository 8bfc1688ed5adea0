import { actionNamed, type AdminClient, type ReleaseAction } from '../steps/step';
import { requestFor } from '../steps/requests';
import { ReleaseError } from '../steps/step-error';
import { listenerAt, notThisSite, type ServerNamed } from './server-identity';

export interface AdminServer {
  base: string;
  /** The credential, or where to read it: read only once the server has said it is this site's. */
  token: string | (() => Promise<string>);
  /** How the operator named the server, for the line when it is not this site's (default: by its address, --server). */
  named?: ServerNamed;
}

/**
 * A server's admin API as the release commands call it: each action's request (see
 * requestFor) with the credential, its progress lines printed as they come back, and a
 * refusal or failure thrown as a ReleaseError with the server's message and reasons.
 *
 * Before the first request (or at `ready()`, which a command calls before it does anything else)
 * the server is asked on /health, without the credential, whether it is this site's
 * (server-identity.ts); anything else gets nothing and the command stops with one line.
 */
export function adminClient(actions: readonly ReleaseAction[], { base, token, named = { server: base } }: AdminServer): AdminClient & { ready: () => Promise<void> } {
  let credential: Promise<string> | undefined;
  const checkedToken = () =>
    (credential ??= listenerAt(base).then((listener) => {
      if (listener !== 'this-site') throw new ReleaseError(notThisSite(base, listener, named));
      return typeof token === 'string' ? token : token();
    }));
  return {
    base,
    ready: async () => {
      await checkedToken();
    },
    async request<T extends object>(name: string, input: Record<string, unknown>, upload?: Buffer): Promise<T> {
      const { method, url, json } = requestFor(actionNamed(actions, name), input);
      const body = upload ? new Uint8Array(upload) : json ? JSON.stringify(json) : undefined;
      const authorization = `Bearer ${await checkedToken()}`;
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { Authorization: authorization, ...(body ? { 'Content-Type': upload ? 'application/gzip' : 'application/json' } : {}) },
        body,
        signal: AbortSignal.timeout(10 * 60 * 1000),
        // A redirect would carry the credential to wherever it points.
        redirect: 'manual',
      }).catch((error: Error) => {
        throw new ReleaseError(`the server at ${base} stopped answering (${(error.cause as Error | undefined)?.message ?? error.message}): start it again with npm start, or check PORT or --server`);
      });
      const answer = (await response.json().catch(() => ({ message: `the server answered ${response.status} without a JSON body` }))) as { message?: string; reasons?: string[]; errors?: string[]; refused?: boolean; progress?: string[] };
      for (const line of answer.progress ?? []) console.log(`  ${line}`);
      // A file refused for what it holds (400 with `errors`, each a line of it) is a refusal, each error a reason.
      if (!response.ok) throw new ReleaseError(answer.message ?? `the server answered ${response.status}`, answer.reasons ?? answer.errors ?? [], answer.refused ?? Boolean(answer.errors?.length));
      return answer as T;
    },
  };
}
