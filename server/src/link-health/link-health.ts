import { randomUUID } from 'node:crypto';
import type { SecureContext } from 'node:tls';
import type { Database } from '../core/db/database';
import { HostSpacing, inPool } from './host-spacing';
import { checkLink, type LinkResult } from './link-check';
import type { CheckedLink } from './link-changes';
import { linkHealthMail, queueMail } from './link-health-mail';
import type { AddressGuard } from './public-address';
import { casinosToCheck, claimCheck, latestReport, linksOfRun, releaseClaim, renewClaim, saveRun, type LinkHealthReport, type RunningCheck } from './link-health-store';


/** Told after every saved link check: who started it. */
export const LINK_CHECK_CHANNEL = 'link_check_saved';
/** Who starts the scheduled checks, as the results name it. */
export const SCHEDULE = 'schedule';

export interface LinkHealthOptions {
  /** Hours between scheduled checks; 0 checks only on demand. */
  hours: number;
  /** How often this server looks whether the scheduled check is due; 0 never (tests). */
  pollMs: number;
  /** How long a claim holds without renewal; it is renewed while the check runs. */
  leaseSeconds?: number;
  userAgent: string;
  timeoutMs: number;
  hostIntervalMs: number;
  concurrency: number;
  /** The certificate authorities https trusts; Node's own when left out. */
  trusted?: SecureContext;
  /** The addresses the check may ask; only those on the internet when left out (see AddressGuard). */
  guard?: AddressGuard;
  /** The operator's address for a mail about broken or changed links; null for none. */
  mailTo: string | null;
  /** The console's page of the results, linked from the mail. */
  consoleUrl: string;
  /** Sends queued mail now rather than at its next poll. */
  outbox: { nudge(): Promise<void> } | null;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

/** What starting a check on demand did. */
export interface CheckStart {
  /** False when a check was running already (here or on another server); its results come instead. */
  started: boolean;
  running: RunningCheck | null;
  /** The id of the latest check before this one, to know when its results are in. */
  previousRun: number | null;
}

const DEFAULT_LEASE_SECONDS = 120;

/**
 * The affiliate links' health check: every casino's stored URL followed as a visitor's browser
 * would, the results stored as one run. It runs on a schedule, on one server of all that share
 * the database (the one whose claim on the check row succeeds), and on demand from the console,
 * the admin API and `npm run link-health`. A server that dies during a check leaves a claim that
 * lapses; the next server to look runs the check again. Nothing a partner's server does (no
 * answer, endless redirects or bodies, bad certificates) ends anything but that link's check.
 */
export class LinkHealth {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private readonly stopping = new AbortController();
  private readonly leaseSeconds: number;

  constructor(
    private readonly db: Database,
    private readonly options: LinkHealthOptions,
  ) {
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  }

  start(): void {
    if (!this.options.hours || !this.options.pollMs) return;
    this.timer = setInterval(() => {
      this.runIfDue().catch((error: unknown) => this.options.log.warn({ err: error }, 'looking whether the link check is due failed; looking again later'));
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** Runs the scheduled check if it is due and no server holds it; true when this server ran it. */
  async runIfDue(): Promise<boolean> {
    if (!this.options.hours || this.current || this.stopping.signal.aborted) return false;
    const leaseId = randomUUID();
    if (!(await claimCheck(this.db, { leaseId, leaseSeconds: this.leaseSeconds, holder: SCHEDULE, dueAfterHours: this.options.hours }))) return false;
    await this.track(this.run(leaseId, SCHEDULE));
    return true;
  }

  /**
   * Starts a check now for `actor`, unless one is running; it goes on after this returns (a
   * check of many links takes longer than a load balancer waits for an answer).
   */
  async begin(actor: string): Promise<CheckStart> {
    const leaseId = randomUUID();
    const started = !this.current && !this.stopping.signal.aborted && (await claimCheck(this.db, { leaseId, leaseSeconds: this.leaseSeconds, holder: actor, dueAfterHours: null }));
    // Read while the claim is held, so no other check can end in between.
    const { run, running } = await latestReport(this.db);
    if (started) void this.track(this.run(leaseId, actor));
    return { started, running: started ? { startedBy: actor, since: new Date().toISOString() } : running, previousRun: run?.id ?? null };
  }

  report(): Promise<LinkHealthReport> {
    return latestReport(this.db);
  }

  /** Resolves when this server's check, if one runs, has ended. */
  async idle(): Promise<void> {
    await this.current;
  }

  /** Stops looking for due checks and ends a running one without results; the next stays due. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort();
    await this.current;
  }

  private track(run: Promise<void>): Promise<void> {
    this.current = run.finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async run(leaseId: string, startedBy: string): Promise<void> {
    const renewal = setInterval(() => {
      renewClaim(this.db, leaseId, this.leaseSeconds).catch((error: unknown) => this.options.log.warn({ err: error }, 'could not renew the claim on the link check'));
    }, (this.leaseSeconds * 1000) / 3);
    renewal.unref();
    try {
      const startedAt = new Date();
      const links = await this.checkAll();
      const { broken, changed, mailed } = await this.db.transaction(async (tx) => {
        const statuses = await linksOfRun(tx, await saveRun(tx, { leaseId, startedBy, startedAt, links }));
        const mail = this.options.mailTo ? linkHealthMail(statuses, this.options.consoleUrl) : null;
        if (mail) await queueMail(tx, this.options.mailTo!, mail);
        return { broken: statuses.filter((link) => link.broken).length, changed: statuses.filter((link) => link.changes.length).length, mailed: mail !== null };
      });
      if (mailed) void this.options.outbox?.nudge();
      // Where each link's redirects end now decides calls to action under the German rules (ad-rules/).
      await this.db.notify(LINK_CHECK_CHANNEL, startedBy).catch((error: unknown) => this.options.log.warn({ err: error }, 'the servers could not be told of the link check'));
      this.options.log.info({ links: links.length, broken, changed, startedBy }, 'affiliate links checked');
    } catch (error) {
      await releaseClaim(this.db, leaseId).catch(() => undefined);
      if (this.stopping.signal.aborted) this.options.log.info({ startedBy }, 'the link check was stopped with the server; the next one stays due');
      else this.options.log.error({ err: error, startedBy }, 'the link check failed; it runs again when it is next due');
    } finally {
      clearInterval(renewal);
    }
  }

  private async checkAll(): Promise<CheckedLink[]> {
    const casinos = await casinosToCheck(this.db);
    const spacing = new HostSpacing(this.options.hostIntervalMs);
    const signal = this.stopping.signal;
    const { userAgent, timeoutMs, trusted, guard } = this.options;
    return inPool(casinos, this.options.concurrency, async (casino) => {
      const checkedAt = new Date().toISOString();
      let result: LinkResult;
      try {
        result = await checkLink(casino.url, { userAgent, timeoutMs, trusted, guard, signal, turn: (host) => spacing.turn(host, signal) });
      } catch (error) {
        if (signal.aborted) throw error;
        // A fault of the check itself is this link's result, not the end of every other link's.
        result = { outcome: 'connection-error', finalStatus: null, finalUrl: null, finalHost: null, chain: [], droppedParameters: [], detail: `the check failed: ${(error as Error).message}`, broken: true };
      }
      return { ...casino, checkedAt, ...result };
    });
  }
}
