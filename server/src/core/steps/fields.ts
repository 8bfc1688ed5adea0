import { Type } from '@sinclair/typebox';
import { HistoryPageQuery } from '../api-schemas';
import type { CliOption, ConsoleField } from './step';

/**
 * The fields release actions take, with their limits, shared by the entries of the table.
 * The app is any string: a step answers a name that is no app itself, naming the apps there are.
 */
export const AppName = Type.String();
export const Version = Type.String({ maxLength: 40 });
export const Notes = Type.String({ maxLength: 2000 });
export const Reason = Type.String({ minLength: 1, maxLength: 2000 });
export const Actor = Type.String({ minLength: 1, maxLength: 200 });
/** A canary's share of visitors. */
export const Percent = Type.Integer({ minimum: 1, maximum: 99 });
/** Goes ahead with a version marked bad. */
export const Force = Type.Boolean();
export const Keep = Type.Integer({ minimum: 1, maximum: 10_000 });
export const GraceHours = Type.Integer({ minimum: 0, maximum: 24 * 365 });
export const Page = HistoryPageQuery.properties.page;

/** Who acts and why, and whether a version marked bad may go ahead, for the release service. */
export const stepOf = (input: { reason: string; force?: boolean }, actor: string) => ({ reason: input.reason, actor, force: input.force === true });

/** The console's controls for the shared fields. */
export const versionField = (options: { notActive?: boolean } = {}): ConsoleField => ({ name: 'version', control: 'published version', label: 'Version', ...options });
export const REASON_FIELD: ConsoleField = { name: 'reason', control: 'text', label: 'Reason' };
export const FORCE_FIELD: ConsoleField = { name: 'force', control: 'checkbox', label: 'Even if the version is marked bad' };

/** The CLI's options for the shared fields. */
export const REASON_OPTION: CliOption = { type: 'string', field: 'reason', invalid: '--reason needs a reason of 1 to 2000 characters' };
export const FORCE_OPTION: CliOption = { type: 'boolean', field: 'force' };
export const FROM_OPTION: CliOption = { type: 'string', field: null };
export const CANARY_INVALID = '--canary needs the share of visitors, a whole percentage from 1 to 99';
