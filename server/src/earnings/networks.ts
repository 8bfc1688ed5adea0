import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../core/db/database';
import type { ReportColumns } from './report-file';

/** Told to every server when a network is registered or revoked: each reads the list again. */
export const NETWORKS_CHANNEL = 'affiliate_networks_changed';

/** How a network's postbacks prove they are its own: the secret given with them, or an HMAC-SHA256 signature made with it. */
export type Signing = 'secret' | 'hmac';

/** A registered network as the servers hold it (the secret with it: it checks the postbacks). */
export interface Network {
  name: string;
  /** The affiliate URL's query parameter that carries the click id (subid, var, payload ...). */
  clickIdParam: string;
  /** What it pays in (ISO 4217). */
  currency: string;
  signing: Signing;
  secret: string;
  /** The column headers of its report files, by field (see report-file.ts). */
  reportColumns: ReportColumns;
  revokedAt: string | null;
}

/** A network as operators see it: never its secret. */
export type NetworkListed = Omit<Network, 'secret'> & { createdAt: string; createdBy: string };

type Stored = Network & { revokedAt: Date | string | null; createdAt: Date | string; createdBy: string };

const storedNetworks = (db: Queryable) =>
  db.query<Stored>(
    `SELECT name, click_id_param AS "clickIdParam", currency, signing, secret, report_columns AS "reportColumns", revoked_at AS "revokedAt", created_at AS "createdAt", created_by AS "createdBy"
     FROM affiliate_networks ORDER BY name`,
  );
const moment = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every registered network, revoked ones too (their postbacks are refused by name). */
export async function loadNetworks(db: Queryable): Promise<Network[]> {
  return (await storedNetworks(db)).map(({ createdAt: _createdAt, createdBy: _createdBy, ...row }) => ({ ...row, revokedAt: moment(row.revokedAt) }));
}

/** The networks as operators see them: without their secrets. */
export async function listNetworks(db: Queryable): Promise<NetworkListed[]> {
  return (await storedNetworks(db)).map(({ secret: _secret, ...row }) => ({ ...row, revokedAt: moment(row.revokedAt), createdAt: moment(row.createdAt)! }));
}

/**
 * What the catalogue's `affiliateNetwork` may name: every registered network by name, with the
 * moment it was revoked, or null while it is in force. No secret leaves this capability.
 */
export async function networkStates(db: Queryable): Promise<Map<string, string | null>> {
  const rows = await db.query<{ name: string; revokedAt: Date | string | null }>('SELECT name, revoked_at AS "revokedAt" FROM affiliate_networks');
  return new Map(rows.map((row) => [row.name, moment(row.revokedAt)]));
}

/** The casinos whose link the catalogue says belongs to `name`, in the catalogue's order, each with its stored link. */
export async function casinosNaming(db: Queryable, name: string): Promise<Array<{ slug: string; affiliateUrl: string }>> {
  return db.query('SELECT slug, affiliate_url AS "affiliateUrl" FROM casinos WHERE affiliate_network = $1 ORDER BY position', [name]);
}

/** A new network with a new secret, which is returned this once; null when the name is taken. */
export async function registerNetwork(db: Database, network: Pick<Network, 'name' | 'clickIdParam' | 'currency' | 'signing'>, actor: string): Promise<string | null> {
  const secret = randomBytes(32).toString('base64url');
  const rows = await db.query(
    `INSERT INTO affiliate_networks (name, click_id_param, currency, signing, secret, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (name) DO NOTHING RETURNING name`,
    [network.name, network.clickIdParam, network.currency, network.signing, secret, actor],
  );
  if (!rows.length) return null;
  await db.notify(NETWORKS_CHANNEL, network.name);
  return secret;
}

/** Names the columns of a network's report files; false when no such network is in force. */
export async function setReportColumns(db: Database, name: string, columns: ReportColumns): Promise<boolean> {
  const rows = await db.query('UPDATE affiliate_networks SET report_columns = $2::jsonb WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name, JSON.stringify(columns)]);
  if (!rows.length) return false;
  await db.notify(NETWORKS_CHANNEL, name);
  return true;
}

/** Revokes a network: every server refuses its postbacks from the notice on. False when none such is in force. */
export async function revokeNetwork(db: Database, name: string, actor: string): Promise<boolean> {
  const rows = await db.query('UPDATE affiliate_networks SET revoked_at = now(), revoked_by = $2 WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name, actor]);
  if (!rows.length) return false;
  await db.notify(NETWORKS_CHANNEL, name);
  return true;
}

/**
 * The networks in this server's memory, read again on every notice: `/go/` asks for a casino's
 * click-id parameter and every postback for its network, neither may wait for the database.
 */
export class NetworkRegistry {
  private byName = new Map<string, Network>();

  constructor(private readonly db: Queryable) {}

  async load(): Promise<void> {
    this.byName = new Map((await loadNetworks(this.db)).map((network) => [network.name, network]));
  }

  get(name: string): Network | undefined {
    return this.byName.get(name);
  }

  /** The parameter a click id goes into on a link of this network, while it is in force. */
  clickIdParam(name: string | null): string | null {
    const network = name ? this.byName.get(name) : undefined;
    return network && !network.revokedAt ? network.clickIdParam : null;
  }
}
