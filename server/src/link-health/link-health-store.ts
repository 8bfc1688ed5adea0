import type { Database, Queryable } from '../core/db/database';
import type { Hop, Outcome } from './link-check';
import { brokenFirst, statusOf, type CheckedLink, type LinkStatus } from './link-changes';

/** A check that a server holds now. */
export interface RunningCheck {
  startedBy: string;
  since: string;
}

export interface RunSummary {
  id: number;
  startedAt: string;
  finishedAt: string;
  startedBy: string;
}

/** The latest check's links, broken first, and the check running now, if one is. */
export interface LinkHealthReport {
  running: RunningCheck | null;
  run: RunSummary | null;
  links: LinkStatus[];
}

/** Checks are kept this long: a year of daily history, with room to compare with last year's. */
const KEEP_DAYS = 400;

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Takes the check for this server: only while no other server's lease holds it, and for a
 * scheduled check only once `dueAfterHours` have passed since the last one ended. The row's
 * update is atomic: of servers racing for it, one gets it and the others find it held. A
 * lease that is not renewed (its server died) lapses after `leaseSeconds`.
 */
export async function claimCheck(db: Queryable, claim: { leaseId: string; leaseSeconds: number; holder: string; dueAfterHours: number | null }): Promise<boolean> {
  const taken = await db.query(
    `UPDATE link_check_claim SET lease_id = $1, lease_until = now() + make_interval(secs => $2), held_by = $3, held_since = now()
     WHERE (lease_until IS NULL OR lease_until < now())
       AND ($4::int IS NULL OR last_checked_at <= now() - make_interval(hours => $4::int))
     RETURNING lease_id`,
    [claim.leaseId, claim.leaseSeconds, claim.holder, claim.dueAfterHours],
  );
  return taken.length === 1;
}

export const renewClaim = (db: Queryable, leaseId: string, leaseSeconds: number) =>
  db.query('UPDATE link_check_claim SET lease_until = now() + make_interval(secs => $2) WHERE lease_id = $1', [leaseId, leaseSeconds]);

/** Gives a check up without results (its server is stopping): the next scheduled one stays due. */
export const releaseClaim = (db: Queryable, leaseId: string) =>
  db.query('UPDATE link_check_claim SET lease_id = NULL, lease_until = NULL, held_by = NULL, held_since = NULL WHERE lease_id = $1', [leaseId]);

export async function runningCheck(db: Queryable): Promise<RunningCheck | null> {
  const [row] = await db.query<{ held_by: string; held_since: string }>('SELECT held_by, held_since FROM link_check_claim WHERE lease_until > now()');
  return row ? { startedBy: row.held_by, since: iso(row.held_since) } : null;
}

export const casinosToCheck = (db: Queryable) => db.query<{ slug: string; name: string; url: string }>('SELECT slug, name, affiliate_url AS url FROM casinos ORDER BY position');

/**
 * Stores a check's results as one run and ends the claim (the next scheduled check is due an
 * interval from now) in the caller's transaction; runs past KEEP_DAYS go. Returns the run's id.
 */
export async function saveRun(tx: Queryable, run: { leaseId: string; startedBy: string; startedAt: Date; links: CheckedLink[] }): Promise<number> {
  const [row] = await tx.query<{ id: string }>('INSERT INTO link_check_runs (started_at, started_by) VALUES ($1, $2) RETURNING id::text', [run.startedAt.toISOString(), run.startedBy]);
  const id = Number(row!.id);
  for (const link of run.links) {
    await tx.query(
      `INSERT INTO link_check_results (run_id, casino_slug, casino_name, url, checked_at, outcome, final_status, final_url, final_host, chain, dropped_parameters, detail, broken)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, link.slug, link.name, link.url, link.checkedAt, link.outcome, link.finalStatus, link.finalUrl, link.finalHost, JSON.stringify(link.chain), JSON.stringify(link.droppedParameters), link.detail, link.broken],
    );
  }
  await tx.query(
    `UPDATE link_check_claim SET last_checked_at = now(), lease_id = NULL, lease_until = NULL, held_by = NULL, held_since = NULL WHERE lease_id = $1`,
    [run.leaseId],
  );
  await tx.query('DELETE FROM link_check_runs WHERE finished_at < now() - make_interval(days => $1)', [KEEP_DAYS]);
  return id;
}

interface ResultRow {
  casino_slug: string;
  casino_name: string;
  url: string;
  checked_at: string;
  outcome: Outcome;
  final_status: number | null;
  final_url: string | null;
  final_host: string | null;
  chain: Hop[];
  dropped_parameters: string[];
  detail: string | null;
  broken: boolean;
}

const linkOf = (row: ResultRow): CheckedLink => ({
  slug: row.casino_slug,
  name: row.casino_name,
  url: row.url,
  checkedAt: iso(row.checked_at),
  outcome: row.outcome,
  finalStatus: row.final_status,
  finalUrl: row.final_url,
  finalHost: row.final_host,
  chain: row.chain,
  droppedParameters: row.dropped_parameters,
  detail: row.detail,
  broken: row.broken,
});

/** A run's links, each with what changed since the casino's check before, broken first. */
export async function linksOfRun(db: Queryable, runId: number): Promise<LinkStatus[]> {
  const rows = await db.query<ResultRow>('SELECT * FROM link_check_results WHERE run_id = $1', [runId]);
  const before = await db.query<ResultRow>(
    `SELECT DISTINCT ON (casino_slug) * FROM link_check_results WHERE run_id < $1 AND casino_slug = ANY($2::text[]) ORDER BY casino_slug, run_id DESC`,
    [runId, rows.map((row) => row.casino_slug)],
  );
  const previous = new Map(before.map((row) => [row.casino_slug, linkOf(row)]));
  return brokenFirst(rows.map((row) => statusOf(previous.get(row.casino_slug) ?? null, linkOf(row))));
}

/** The latest check and the one running now. */
export async function latestReport(db: Database): Promise<LinkHealthReport> {
  const [row] = await db.query<{ id: string; started_at: string; finished_at: string; started_by: string }>(
    'SELECT id::text, started_at, finished_at, started_by FROM link_check_runs ORDER BY id DESC LIMIT 1',
  );
  const run = row ? { id: Number(row.id), startedAt: iso(row.started_at), finishedAt: iso(row.finished_at), startedBy: row.started_by } : null;
  return { running: await runningCheck(db), run, links: run ? await linksOfRun(db, run.id) : [] };
}

/**
 * Where each casino's link ended at its latest check: the URL as it was checked and the host
 * its redirects reached (null where the check reached no answer). The German advertising rules
 * (ad-rules/) read it: the end of a link must belong to a permitted operator, like its start.
 */
export async function latestLinkEnds(db: Queryable): Promise<Map<string, { url: string; finalHost: string | null }>> {
  const rows = await db.query<{ slug: string; url: string; final_host: string | null }>(
    `SELECT DISTINCT ON (casino_slug) casino_slug AS slug, url, final_host FROM link_check_results ORDER BY casino_slug, run_id DESC`,
  );
  return new Map(rows.map((row) => [row.slug, { url: row.url, finalHost: row.final_host }]));
}
