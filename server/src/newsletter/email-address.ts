/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const MAX_EMAIL_LENGTH = 254;

// One @, no spaces, a dot-separated domain with a top-level part of at least two letters.
const EMAIL = /^[^\s@"(),:;<>[\\\]]{1,64}@(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The trimmed address, or null when it is not one. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return null;
  return EMAIL.test(email) ? email : null;
}
