import { createHmac } from 'node:crypto';
import type { Queryable } from '../core/db/database';
import { minuteOf, PendingCounts } from './pending-counts';
import type { VersionTotals } from './version-counts';

/** How long the per-client counts are kept: long enough for any canary's verdict. */
const KEPT_HOURS = 24;

/**
 * Page views and errors of canary versions and of the active versions beside them, per client:
 * the counts a canary's verdict is taken from. A client is its network (an IPv4 address, an
 * IPv6 /64: see clientNetwork) under a keyed hash (the key is the database's own), so the table
 * holds no address, and the addresses of one subscriber's /64 are one client. A client with
 * several networks still counts as several, which is why the verdict also needs many clients.
 */
export class ClientCounts {
  private readonly counts = new PendingCounts(
    // A client's views and errors of one minute are two keys here and one row there: summed first.
    `INSERT INTO canary_clients (minute, app, version, client, views, errors, vitals)
     SELECT minute, app, version, client, coalesce(sum(count) FILTER (WHERE kind = 'view'), 0), coalesce(sum(count) FILTER (WHERE kind = 'error'), 0),
       coalesce(sum(count) FILTER (WHERE kind = 'vitals'), 0)
     FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) AS counted (minute, app, version, client, kind, count)
     GROUP BY minute, app, version, client
     ON CONFLICT (app, version, client, minute) DO UPDATE
       SET views = canary_clients.views + EXCLUDED.views, errors = canary_clients.errors + EXCLUDED.errors, vitals = canary_clients.vitals + EXCLUDED.vitals`,
    20_000,
  );

  /** `canaryApps`: the apps that have a canary now; counts of other apps are not kept. */
  constructor(
    private readonly key: string,
    private readonly canaryApps: () => readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** The client a network (see clientNetwork) is counted as: its keyed hash, the same on every server. */
  clientOf(network: string): string {
    return createHmac('sha256', this.key).update(network).digest('base64url').slice(0, 22);
  }

  add(app: string, version: string, network: string, kind: 'view' | 'error' | 'vitals') {
    if (!this.canaryApps().includes(app)) return;
    this.counts.add([minuteOf(this.now()), app, version, this.clientOf(network), kind]);
  }

  flush(db: Queryable): Promise<void> {
    return this.counts.flush(db);
  }
}

/** A version's counts for a verdict: each client's views capped, its errors at most its capped views. */
export interface WeightedTotals extends VersionTotals {
  clients: number;
  /** Clients that had errors on pages they were served. */
  failingClients: number;
  /** Clients whose browsers sent web vitals. */
  measuringClients: number;
}

export async function weightedTotals(db: Queryable, app: string, versions: readonly string[], since: string, viewsPerClient: number): Promise<WeightedTotals[]> {
  const rows = await db.query<WeightedTotals>(
    `SELECT version, count(*)::int AS clients, sum(least(views, $4))::int AS views, sum(least(errors, least(views, $4)))::int AS errors,
       (count(*) FILTER (WHERE errors > 0 AND views > 0))::int AS "failingClients", (count(*) FILTER (WHERE vitals > 0))::int AS "measuringClients"
     FROM (SELECT version, client, sum(views) AS views, sum(errors) AS errors, sum(vitals) AS vitals FROM canary_clients
           WHERE app = $1 AND version = ANY($2::text[]) AND minute >= date_trunc('minute', $3::timestamptz) GROUP BY version, client) AS per_client
     GROUP BY version`,
    [app, versions, since, viewsPerClient],
  );
  return versions.map((version) => rows.find((row) => row.version === version) ?? { version, views: 0, errors: 0, clients: 0, failingClients: 0, measuringClients: 0 });
}

export async function pruneClientCounts(db: Queryable) {
  await db.query(`DELETE FROM canary_clients WHERE minute < now() - make_interval(hours => $1)`, [KEPT_HOURS]);
}
