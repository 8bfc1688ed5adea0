import type { AdminClient, ReleaseAction } from '../releases/actions/action';
import { actionNamed } from '../releases/actions/release-actions';
import { requestFor } from '../releases/actions/requests';
import { ReleaseError } from '../releases/release-error';

/**
 * A server's admin API as the release commands call it: each action's request (see
 * requestFor) with the credential, its progress lines printed as they come back, and a
 * refusal or failure thrown as a ReleaseError with the server's message and reasons.
 */
export function adminClient(actions: readonly ReleaseAction[], { base, token }: { base: string; token: string }): AdminClient {
  return {
    base,
    async request<T extends object>(name: string, input: Record<string, unknown>, upload?: Buffer): Promise<T> {
      const { method, url, json } = requestFor(actionNamed(actions, name), input);
      const body = upload ? new Uint8Array(upload) : json ? JSON.stringify(json) : undefined;
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': upload ? 'application/gzip' : 'application/json' } : {}) },
        body,
        signal: AbortSignal.timeout(10 * 60 * 1000),
      }).catch((error: Error) => {
        throw new ReleaseError(`no server answers at ${base} (${(error.cause as Error | undefined)?.message ?? error.message}): start one with npm start, or name one with --server <url>`);
      });
      const answer = (await response.json().catch(() => ({ message: `the server answered ${response.status} without a JSON body` }))) as { message?: string; reasons?: string[]; refused?: boolean; progress?: string[] };
      for (const line of answer.progress ?? []) console.log(`  ${line}`);
      if (!response.ok) throw new ReleaseError(answer.message ?? `the server answered ${response.status}`, answer.reasons ?? [], answer.refused ?? false);
      return answer as T;
    },
  };
}
