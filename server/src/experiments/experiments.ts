import type { ButtonPlace, ToplistOrder } from '@casino/shared';
import type { Database, Queryable } from '../core/db/database';

/** Told to every server when an experiment starts or ends: each reads the running ones again. */
export const EXPERIMENTS_CHANNEL = 'experiments_changed';

/** A variant as the operator defines it: its share of visitors in percent and what it changes. */
export interface VariantDefinition {
  share: number;
  label?: string;
  order?: ToplistOrder;
  button?: ButtonPlace;
}

/** A variant with its key: 'a' (the control, the page as it is), 'b', 'c' ... in the order they were given. */
export type Variant = VariantDefinition & { key: string };

export interface Experiment {
  id: number;
  page: string;
  name: string;
  /** Clicks every variant needs before the comparison may call a difference (see comparison.ts). */
  horizon: number;
  variants: Variant[];
  startedAt: string;
  startedBy: string;
  endedAt: string | null;
  endedBy: string | null;
  kept: string | null;
}

export const variantKey = (index: number) => String.fromCharCode(97 + index);

interface StoredExperiment {
  id: number;
  page: string;
  name: string;
  horizon: number;
  startedAt: Date | string;
  startedBy: string;
  endedAt: Date | string | null;
  endedBy: string | null;
  kept: string | null;
  variants: { key: string; share: number; label: string | null; list_order: ToplistOrder | null; button: ButtonPlace | null }[];
}

const moment = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const WHERE = { running: 'WHERE e.ended_at IS NULL', recent: '' } as const;

/** Experiments, running ones first, then newest first: the running ones, or 50 of all. */
export async function loadExperiments(db: Queryable, which: keyof typeof WHERE): Promise<Experiment[]> {
  const rows = await db.query<StoredExperiment>(
    `SELECT e.id, e.page, e.name, e.horizon, e.started_at AS "startedAt", e.started_by AS "startedBy", e.ended_at AS "endedAt", e.ended_by AS "endedBy", e.kept,
            (SELECT json_agg(json_build_object('key', v.key, 'share', v.share, 'label', v.label, 'list_order', v.list_order, 'button', v.button) ORDER BY v.key)
             FROM experiment_variants v WHERE v.experiment = e.id) AS variants
     FROM experiments e ${WHERE[which]} ORDER BY e.ended_at IS NULL DESC, e.id DESC LIMIT 50`,
  );
  return rows.map((row) => ({
    ...row,
    startedAt: moment(row.startedAt)!,
    endedAt: moment(row.endedAt),
    variants: row.variants.map((v) => ({ key: v.key, share: v.share, ...(v.label === null ? {} : { label: v.label }), ...(v.list_order === null ? {} : { order: v.list_order }), ...(v.button === null ? {} : { button: v.button }) })),
  }));
}

/** Starts an experiment; null when one runs on the page already (the index refuses a second, on every server at once). */
export async function startExperiment(db: Database, input: { page: string; name: string; horizon: number; variants: VariantDefinition[] }, actor: string): Promise<number | null> {
  const id = await db.transaction(async (tx) => {
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO experiments (page, name, horizon, started_by) VALUES ($1, $2, $3, $4) ON CONFLICT (page) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
      [input.page, input.name, input.horizon, actor],
    );
    if (!made) return null;
    for (const [index, variant] of input.variants.entries()) {
      await tx.query('INSERT INTO experiment_variants (experiment, key, share, label, list_order, button) VALUES ($1, $2, $3, $4, $5, $6)', [
        made.id,
        variantKey(index),
        variant.share,
        variant.label ?? null,
        variant.order ?? null,
        variant.button ?? null,
      ]);
    }
    return made.id;
  });
  if (id !== null) await db.notify(EXPERIMENTS_CHANNEL, String(id));
  return id;
}

/** Ends a running experiment, noting the variant kept if any; false when no such experiment runs. */
export async function endExperiment(db: Database, id: number, kept: string | null, actor: string): Promise<boolean> {
  const rows = await db.query('UPDATE experiments SET ended_at = now(), ended_by = $2, kept = $3 WHERE id = $1 AND ended_at IS NULL RETURNING id', [id, actor, kept]);
  if (!rows.length) return false;
  await db.notify(EXPERIMENTS_CHANNEL, String(id));
  return true;
}
