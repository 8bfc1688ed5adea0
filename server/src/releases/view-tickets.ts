import { createHmac, timingSafeEqual } from 'node:crypto';

/** App → version: the versions a page ran, as its view ticket names them. */
export type TicketVersions = Record<string, string>;

const FORMAT = 'v1';
/** Reports of a page older than this (a tab left open for hours) are no longer counted. */
export const TICKET_HOURS = 2;

/**
 * Proof that a client was counted a page view of certain app versions, for the error reports
 * and web vitals that page sends later. A cached page is the same bytes for every visitor, so
 * the proof cannot be in the page: the page's script asks for it at `/api/view`, which is
 * never cached and counts the view (see api-view.ts).
 *
 * The ticket is `v1.<payload>.<signature>`: the payload base64url JSON of the client (the
 * keyed hash of its network the per-client counts use), the versions and the time; the
 * signature an HMAC-SHA256 with a key every server reads from the database, so a ticket from
 * one server is read by all. A ticket read from another network does not count: it cannot be
 * handed around (another address of the same network is the same client).
 */
export class ViewTickets {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(client: string, versions: TicketVersions): string {
    const body = Buffer.from(JSON.stringify({ c: client, a: versions, t: Math.floor(this.now() / 1000) })).toString('base64url');
    return `${FORMAT}.${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The versions a genuine, current ticket of this client names; null for anything else. */
  read(ticket: string | undefined, client: string): TicketVersions | null {
    const parts = (ticket ?? '').split('.');
    if (parts.length !== 3 || parts[0] !== FORMAT || !parts[1] || !parts[2] || ticket!.length > 1000) return null;
    const given = Buffer.from(parts[2], 'base64url');
    const expected = this.mac(parts[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { c: string; a: TicketVersions; t: number };
    const age = this.now() / 1000 - payload.t;
    return payload.c === client && age >= -60 && age < TICKET_HOURS * 3600 ? payload.a : null;
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(`${FORMAT}.${body}`).digest();
  }
}
