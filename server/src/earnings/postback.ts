import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Network } from './networks';

/** The events a network reports against a click id. */
export const EVENTS = ['registration', 'first_deposit', 'deposit', 'revenue'] as const;
export type ConversionEvent = (typeof EVENTS)[number];
/** Other names networks give the events. */
const EVENT_NAMES = new Map<string, ConversionEvent>([
  ['registration', 'registration'],
  ['signup', 'registration'],
  ['reg', 'registration'],
  ['first_deposit', 'first_deposit'],
  ['ftd', 'first_deposit'],
  ['deposit', 'deposit'],
  ['revenue', 'revenue'],
  ['revshare', 'revenue'],
]);

/** One conversion as a postback or a report row gives it, checked. */
export interface Conversion {
  conversionId: string;
  clickId: string;
  event: ConversionEvent;
  /** What the network pays the site for it, in `currency`. */
  amount: number;
  currency: string;
  occurredAt: Date;
}

/** How far back a conversion may lie, and how far ahead of this server's clock (another's clock runs a little ahead). */
export interface TimeLimits {
  maxAgeDays: number;
  now: number;
}
const AHEAD_MS = 5 * 60_000;
const MAX_AMOUNT = 10_000_000;

/** The first of `names` the fields hold, as text. */
const field = (fields: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
};

/** A moment as ISO 8601 or as Unix seconds; null when it is neither. */
export function momentOf(given: string): Date | null {
  if (/^\d{9,11}$/.test(given)) return new Date(Number(given) * 1000);
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(given)) return null;
  const moment = new Date(given.length === 10 ? `${given}T00:00:00Z` : given.replace(' ', 'T'));
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * The conversion in a postback's or a report row's fields, or every reason it is refused. Field
 * names are the usual ones: `click_id` (or `clickid`, `subid`, or the network's own click-id
 * parameter, which networks send back as they got it), `event`, `amount`, `currency` (the
 * network's own when left out), `conversion_id` (or `txid`, `transaction_id`), `time` (ISO 8601
 * or Unix seconds; now when left out).
 */
export function readConversion(fields: Record<string, unknown>, network: Pick<Network, 'clickIdParam' | 'currency'>, limits: TimeLimits): { conversion: Conversion } | { problems: string[] } {
  const problems: string[] = [];
  const clickId = field(fields, 'click_id', 'clickid', 'subid', network.clickIdParam);
  if (!clickId) problems.push('click_id is missing: the click id the site sent with the click');
  else if (clickId.length > 100) problems.push('click_id is longer than 100 characters');
  const conversionId = field(fields, 'conversion_id', 'txid', 'transaction_id');
  if (!conversionId) problems.push("conversion_id is missing: the network's own id of the conversion, which makes a repeated postback count once");
  else if (conversionId.length > 100) problems.push('conversion_id is longer than 100 characters');
  const eventGiven = field(fields, 'event', 'type');
  const event = eventGiven ? EVENT_NAMES.get(eventGiven.toLowerCase()) : undefined;
  if (!eventGiven) problems.push('event is missing: registration, first_deposit, deposit or revenue');
  else if (!event) problems.push(`event "${eventGiven.slice(0, 40)}" is none of registration, first_deposit (ftd), deposit, revenue`);
  const amountGiven = field(fields, 'amount', 'payout', 'commission') ?? '0';
  const amount = /^\d{1,9}(\.\d{1,2})?$/.test(amountGiven) ? Number(amountGiven) : Number.NaN;
  if (!(amount >= 0 && amount <= MAX_AMOUNT)) problems.push(`amount "${amountGiven.slice(0, 40)}" is no amount such as 25 or 25.50 (at most ${MAX_AMOUNT.toLocaleString('en')}, two decimals)`);
  const currency = (field(fields, 'currency') ?? network.currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`currency "${currency.slice(0, 40)}" is no currency code such as EUR`);
  const timeGiven = field(fields, 'time', 'timestamp', 'date');
  const occurredAt = timeGiven ? momentOf(timeGiven) : new Date(limits.now);
  if (!occurredAt) problems.push(`time "${timeGiven!.slice(0, 40)}" is neither ISO 8601 (2026-11-28T10:00:00Z) nor Unix seconds`);
  else if (occurredAt.getTime() > limits.now + AHEAD_MS) problems.push(`time ${occurredAt.toISOString()} lies in the future`);
  else if (occurredAt.getTime() < limits.now - limits.maxAgeDays * 86_400_000) problems.push(`time ${occurredAt.toISOString()} is older than ${limits.maxAgeDays} days (POSTBACK_MAX_AGE_DAYS): too old to be taken`);
  if (problems.length) return { problems };
  return { conversion: { conversionId: conversionId!, clickId: clickId!, event: event!, amount, currency, occurredAt: occurredAt! } };
}

const sameText = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Why a postback is not the network's own, or null when it is: the network's secret as the
 * `secret` field, or (a signing network) the header `X-Signature: sha256=<hex>`, the HMAC-SHA256
 * of the body as sent (of the query string for a GET) with the secret as key. Compared in
 * constant time; another network's secret opens nothing here.
 */
export function authenticityProblem(network: Network, given: { secret?: string; signature?: string; signed: string }): string | null {
  if (network.signing === 'secret') {
    if (!given.secret) return 'the postback carries no secret: send the one given when the network was registered as the field "secret"';
    return sameText(given.secret, network.secret) ? null : 'the secret is not this network’s';
  }
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(given.signature ?? '')?.[1]?.toLowerCase();
  if (!signature) return 'the postback carries no signature: send X-Signature: sha256=<hex HMAC-SHA256 of the body with the network’s secret>';
  return sameText(signature, createHmac('sha256', network.secret).update(given.signed).digest('hex')) ? null : 'the signature does not match this network’s secret';
}
