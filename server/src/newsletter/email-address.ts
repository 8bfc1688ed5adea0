/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const MAX_EMAIL_LENGTH = 254;

// One @, no spaces, a dot-separated domain with a top-level part of at least two letters.
const EMAIL = /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Top-level names no mail can reach by design: reserved for tests, examples and invalid names
 * (RFC 2606, RFC 6761), this machine and the local network (RFC 6761, RFC 6762), and names
 * outside the DNS (RFC 7686, RFC 9476).
 */
const UNREACHABLE_TOP_LEVEL = new Set(['test', 'example', 'invalid', 'localhost', 'local', 'onion', 'alt']);

/** The trimmed address, or null when it is not one. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return null;
  return EMAIL.test(email) ? email : null;
}

/**
 * The trimmed address when a confirmation mail could reach it, or null: not an address, or one
 * under a top-level name no mail reaches. Checked without asking the DNS, so the answer is the
 * same at once and on every server.
 */
export function deliverableEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  if (!email) return null;
  const topLevel = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  return UNREACHABLE_TOP_LEVEL.has(topLevel) ? null : email;
}
