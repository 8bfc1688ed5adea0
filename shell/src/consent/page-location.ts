/**
 * Query parameters that carry a credential: newsletter links (`/newsletter/confirm?token=`,
 * `/newsletter/unsubscribe?token=`) and preview links carry one; `code` and `state` are what
 * sign-in redirects carry. Analytics never receives them: whoever reads the reports could use
 * them. The server's log redacts the same parameters (server/src/core/log-redaction.ts).
 */
const SECRET_PARAMETER = /^(?:code|state)$|token|secret|password/i;

/** Anything that stands in for the origin of a path, only to parse it. */
const PARSING_BASE = 'http://path.invalid';

/**
 * The address as analytics may see it: without its secret query parameters and without the
 * fragment (which scripts may fill with anything). A path stays a path, a full address a full address.
 */
export function withoutSecrets(address: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(address);
  const url = new URL(address, PARSING_BASE);
  for (const name of [...new Set(url.searchParams.keys())]) if (SECRET_PARAMETER.test(name)) url.searchParams.delete(name);
  url.hash = '';
  return absolute ? url.href : `${url.pathname}${url.search}`;
}
