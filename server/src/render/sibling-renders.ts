import cluster from 'node:cluster';
import type { RenderedPage } from './page-cache';
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
  send(message: RenderMessage): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** A primary that does not answer a claim in this time is busy or gone: render anyway. */
const ANSWER_TIMEOUT_MS = 1000;

const flightOf = ({ generation, key }: { generation: string; key: string }) => `${generation} ${key}`;

/** A worker's side of the claims (see RenderClaims): it claims, waits, renders and hands on. */
export class SiblingRenders implements RenderSharing {
  private readonly answers = new Map<string, (granted: boolean) => void>();
  private readonly waiters = new Map<string, Set<(page: RenderedPage | undefined) => void>>();

  /** `keep` stores a page a sibling rendered (each worker keeps its own page cache). */
  constructor(
    private readonly primary: PrimaryChannel,
    private readonly keep: (shared: SharedPage) => void,
  ) {
    primary.on('message', (message) => this.receive(message));
  }

  async once(missing: MissingPage): Promise<RenderOutcome> {
    const flight = flightOf(missing);
    // Listen before claiming: the sibling's page may come before the answer to the claim.
    const arrival = this.arrival(flight);
    if (!(await this.claim(flight))) {
      const page = await arrival.page;
      if (page) return { page, source: 'joined' };
      // The sibling's render failed, was not a complete page, or its worker ended: render here.
    } else {
      arrival.stop();
      if (arrival.received) {
        // A sibling finished just before the claim: pass its page on, which also ends the claim.
        this.tell({ kind: 'render-done', flight, page: { generation: missing.generation, key: missing.key, page: arrival.received } });
        return { page: arrival.received, source: 'joined' };
      }
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
    if (message.kind === 'render-claim-answer') this.answers.get(message.flight)?.(message.granted);
    if (message.kind !== 'render-done') return;
    if (message.page) this.keep(message.page);
    for (const wake of this.waiters.get(message.flight) ?? []) wake(message.page?.page);
  }

  /** Whether this worker renders the page: yes unless a sibling holds the claim. */
  private claim(flight: string) {
    return new Promise<boolean>((resolve) => {
      const answered = (granted: boolean) => {
        clearTimeout(timer);
        this.answers.delete(flight);
        resolve(granted);
      };
      const timer = setTimeout(() => answered(true), ANSWER_TIMEOUT_MS);
      this.answers.set(flight, answered);
      if (!this.tell({ kind: 'render-claim', flight })) answered(true);
    });
  }

  /** The page a sibling is rendering, or undefined when it will not come (in time). */
  private arrival(flight: string) {
    const state: { received?: RenderedPage; page: Promise<RenderedPage | undefined>; stop: () => void } = {
      page: Promise.resolve(undefined),
      stop: () => {},
    };
    state.page = new Promise((resolve) => {
      const waiters = this.waiters.get(flight) ?? new Set();
      this.waiters.set(flight, waiters);
      const settle = (page: RenderedPage | undefined) => {
        clearTimeout(timer);
        state.received ??= page;
        waiters.delete(settle);
        if (!waiters.size) this.waiters.delete(flight);
        resolve(page);
      };
      const timer = setTimeout(() => settle(undefined), CLAIM_TIMEOUT_MS);
      waiters.add(settle);
      state.stop = () => settle(state.received);
    });
    return state;
  }

  /** Sends to the primary; false when the channel is gone (the server is stopping). */
  private tell(message: RenderMessage) {
    try {
      this.primary.send(message);
      return true;
    } catch {
      return false;
    }
  }
}

/** A server of one process renders every page it misses. */
const alone: RenderSharing = { once: async ({ render }) => ({ page: await render(), source: 'miss' }) };

/** Shared renders in a worker whose primary relays them (see superviseWorkers); alone otherwise. */
export function renderSharing(keep: (shared: SharedPage) => void): RenderSharing {
  if (!cluster.isWorker || process.env[RELAYED_BY_PRIMARY] !== '1') return alone;
  return new SiblingRenders(process as unknown as PrimaryChannel, keep);
}
