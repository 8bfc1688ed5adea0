import type { RenderedPage } from './rendered-page';

/**
 * The workers of one server render each cacheable page once between them. Before a worker
 * renders a page it is missing, it claims the page at the primary; a worker whose claim is
 * refused waits for the page instead. The owner hands the finished page to the primary,
 * which passes it to every other worker: waiters answer with it, and every worker keeps it
 * in its cache, so a page costs one render per server rather than one per worker.
 *
 * A "flight" names one page in one state of the site: the page cache's generation and key.
 */
export type RenderMessage =
  /** `claim` numbers a worker's claims, so a late answer is never taken for a newer claim's. */
  | { kind: 'render-claim'; flight: string; claim: number }
  | { kind: 'render-claim-answer'; flight: string; claim: number; granted: boolean }
  | { kind: 'render-done'; flight: string; page?: SharedPage }
  /** Ends a claim without a page to pass on: the worker had the page from a sibling already. */
  | { kind: 'render-release'; flight: string };

export interface SharedPage {
  generation: string;
  key: string;
  /** Only a complete page (status 200) is handed on; the siblings keep it in their caches. */
  page: RenderedPage;
}

/**
 * Set by the primary in the environment of the workers it starts: their claims have someone to
 * answer them. A worker started otherwise (another process manager) renders on its own.
 */
export const RELAYED_BY_PRIMARY = 'SERVER_RENDERS_RELAYED';

const KINDS = new Set(['render-claim', 'render-claim-answer', 'render-done', 'render-release']);

/** Worker and primary also carry cluster's own messages: only ours, well-formed, are taken. */
export function isRenderMessage(message: unknown): message is RenderMessage {
  const candidate = message as Partial<RenderMessage> | null;
  return typeof candidate === 'object' && candidate !== null && KINDS.has(candidate.kind!) && typeof candidate.flight === 'string';
}

/**
 * How long a claim holds. A render takes tens of milliseconds; one still running after this
 * is stuck (a database that does not answer), so its waiters render for themselves and the
 * next claim for the page is granted.
 */
export const CLAIM_TIMEOUT_MS = 10_000;

/** Claims past this many are swept of the expired ones, so claims never answered cannot pile up. */
const SWEEP_AT = 1000;

export interface ClaimingWorker {
  id: number;
  send(message: RenderMessage): unknown;
}

/** The primary's side: who renders which page now, and the relay of finished pages. */
export class RenderClaims {
  private readonly claims = new Map<string, { owner: number; since: number }>();

  constructor(
    private readonly everyWorker: () => Iterable<ClaimingWorker>,
    private readonly now: () => number = Date.now,
  ) {}

  receive(from: ClaimingWorker, message: unknown) {
    if (!isRenderMessage(message)) return;
    if (message.kind === 'render-claim') this.claim(from, message.flight, message.claim);
    if (message.kind === 'render-done' || message.kind === 'render-release') this.end(from, message.flight);
    if (message.kind === 'render-done') this.sendToOthers(from, message);
  }

  /** A worker that ended will not finish its renders: its waiters render for themselves. */
  ended(worker: ClaimingWorker) {
    for (const [flight, claim] of this.claims) {
      if (claim.owner !== worker.id) continue;
      this.claims.delete(flight);
      this.sendToOthers(worker, { kind: 'render-done', flight });
    }
  }

  private claim(from: ClaimingWorker, flight: string, number: number) {
    if (this.claims.size >= SWEEP_AT) this.sweep();
    const claim = this.claims.get(flight);
    const granted = !claim || this.expired(claim.since);
    if (granted) this.claims.set(flight, { owner: from.id, since: this.now() });
    safeSend(from, { kind: 'render-claim-answer', flight, claim: number, granted });
  }

  private end(from: ClaimingWorker, flight: string) {
    if (this.claims.get(flight)?.owner === from.id) this.claims.delete(flight);
  }

  private sendToOthers(from: ClaimingWorker, message: RenderMessage) {
    for (const worker of this.everyWorker()) if (worker.id !== from.id) safeSend(worker, message);
  }

  private expired(since: number) {
    return this.now() - since > CLAIM_TIMEOUT_MS;
  }

  private sweep() {
    for (const [flight, claim] of this.claims) if (this.expired(claim.since)) this.claims.delete(flight);
  }
}

/** A worker that is going away cannot take messages; it is no reason to stop relaying. */
function safeSend(worker: ClaimingWorker, message: RenderMessage) {
  try {
    worker.send(message);
  } catch {
    // Its exit follows and ends its claims.
  }
}
