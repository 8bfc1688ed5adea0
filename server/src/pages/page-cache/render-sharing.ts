import cluster from 'node:cluster';
import type { RenderedPage } from './rendered-page';
import { flightOf } from './page-key';
import { CLAIM_TIMEOUT_MS, RELAYED_BY_PRIMARY, isRenderMessage, type RenderMessage, type SharedPage } from './render-claims';

export interface RenderOutcome {
  page: RenderedPage;
  /** `miss`: rendered here; `joined`: a sibling worker's render. */
  source: 'miss' | 'joined';
}

/** One cacheable page this worker is missing. */
export interface MissingPage {
  /** The page cache's generation and key, which name the page in one state of the site. */
  generation: string;
  key: string;
  /** Renders the page; what comes back complete (status 200) is handed to the siblings. */
  render: () => Promise<RenderedPage>;
}

export interface RenderSharing {
  /** The page, rendered here unless a sibling worker is rendering it already: then its render. */
  once(page: MissingPage): Promise<RenderOutcome>;
}

/** The worker's own process, as far as talking to the primary goes. */
export interface PrimaryChannel {
  /** False once the primary is gone: sending then only raises an error event. */
  readonly connected: boolean;
  send(message: RenderMessage): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

export interface SharingTimeouts {
  /** A primary that does not answer a claim in this time is busy or gone: render anyway. */
  answerMs: number;
  /** How long to wait for a sibling's page: as long as its claim holds. */
  waitMs: number;
}

const TIMEOUTS: SharingTimeouts = { answerMs: 1000, waitMs: CLAIM_TIMEOUT_MS };

/** A page passed between processes is a slice of the channel's read buffer: a copy holds only its own bytes. */
function ownCopy(page: RenderedPage): RenderedPage {
  const compressed = Object.fromEntries(Object.entries(page.compressed).map(([encoding, body]) => [encoding, Buffer.from(body)]));
  return { ...page, html: Buffer.from(page.html), compressed };
}

/** A worker's side of the claims (see RenderClaims): it claims, waits, renders and hands on. */
export class SiblingRenders implements RenderSharing {
  private claims = 0;
  private readonly answers = new Map<number, (granted: boolean) => void>();
  private readonly waiters = new Map<string, Set<(page: RenderedPage | undefined) => void>>();

  /** `keep` stores a page a sibling rendered (each worker keeps its own page cache). */
  constructor(
    private readonly primary: PrimaryChannel,
    private readonly keep: (shared: SharedPage) => void,
    private readonly timeouts: SharingTimeouts = TIMEOUTS,
  ) {
    primary.on('message', (message) => this.receive(message));
  }

  async once(missing: MissingPage): Promise<RenderOutcome> {
    const flight = flightOf(missing);
    // Listen before claiming: the sibling's page may come before the answer to the claim.
    const arrival = this.arrival(flight);
    if (await this.claim(flight)) {
      const arrived = arrival.stop();
      if (arrived) {
        // A sibling finished just before the claim, and every worker has its page already.
        this.tell({ kind: 'render-release', flight });
        return { page: arrived, source: 'joined' };
      }
    } else {
      const page = await arrival.page;
      if (page) return { page, source: 'joined' };
      // The sibling's render failed, was not a complete page, or its worker ended: render here.
    }
    try {
      const page = await missing.render();
      const shared = page.status === 200 ? { generation: missing.generation, key: missing.key, page } : undefined;
      this.tell({ kind: 'render-done', flight, page: shared });
      return { page, source: 'miss' };
    } catch (error) {
      this.tell({ kind: 'render-done', flight });
      throw error;
    }
  }

  private receive(message: unknown) {
    if (!isRenderMessage(message)) return;
    if (message.kind === 'render-claim-answer') this.answers.get(message.claim)?.(message.granted);
    if (message.kind !== 'render-done') return;
    const page = message.page && ownCopy(message.page.page);
    if (page) this.keep({ ...message.page!, page });
    for (const wake of this.waiters.get(message.flight) ?? []) wake(page);
  }

  /** Whether this worker renders the page: yes unless a sibling holds the claim. */
  private claim(flight: string) {
    const claim = ++this.claims;
    return new Promise<boolean>((resolve) => {
      const answered = (granted: boolean) => {
        clearTimeout(timer);
        this.answers.delete(claim);
        resolve(granted);
      };
      const timer = setTimeout(() => answered(true), this.timeouts.answerMs);
      this.answers.set(claim, answered);
      if (!this.tell({ kind: 'render-claim', flight, claim })) answered(true);
    });
  }

  /**
   * The page a sibling is rendering: `page` settles with it, or with undefined when it will not
   * come (in time); `stop` stops waiting and returns the page if it came already.
   */
  private arrival(flight: string) {
    const waiters = this.waiters.get(flight) ?? new Set();
    this.waiters.set(flight, waiters);
    let received: RenderedPage | undefined;
    let settle: (page: RenderedPage | undefined) => void = () => {};
    const page = new Promise<RenderedPage | undefined>((resolve) => {
      const timer = setTimeout(() => settle(undefined), this.timeouts.waitMs);
      settle = (arrived) => {
        clearTimeout(timer);
        received ??= arrived;
        waiters.delete(settle);
        if (!waiters.size && this.waiters.get(flight) === waiters) this.waiters.delete(flight);
        resolve(arrived);
      };
    });
    waiters.add(settle);
    return {
      page,
      stop: () => {
        settle(undefined);
        return received;
      },
    };
  }

  /** Sends to the primary; false when it is gone (the server is stopping). */
  private tell(message: RenderMessage) {
    if (!this.primary.connected) return false;
    this.primary.send(message);
    return true;
  }
}

/** A server of one process renders every page it misses. */
const alone: RenderSharing = { once: async ({ render }) => ({ page: await render(), source: 'miss' }) };

/** Shared renders in a worker whose primary relays them (see superviseWorkers); alone otherwise. */
export function renderSharing(keep: (shared: SharedPage) => void): RenderSharing {
  if (!cluster.isWorker || process.env[RELAYED_BY_PRIMARY] !== '1') return alone;
  return new SiblingRenders(process as unknown as PrimaryChannel, keep);
}
