import { createHash, randomBytes } from 'node:crypto';

/** A one-time token for a link: the mail carries it, the database only its hash. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The visitor's IP as a salted hash: enough to see abuse patterns, not to identify anyone. */
export const hashIp = (ip: string, salt: string) => createHash('sha256').update(`${salt}:${ip}`).digest('hex');
