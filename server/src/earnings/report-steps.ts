import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { ReleaseError } from '../core/steps/step-error';
import { defineAction } from '../core/steps/step';
import { setReportColumns } from './networks';
import { NETWORK_NAME } from './network-steps';
import { REPORT_FIELDS, type ReportColumns } from './report-file';
import { importReport, type ReportImported } from './report-import';

declare module '../core/steps/step' {
  interface ActionServices {
    /** POSTBACK_MAX_AGE_DAYS: a report's rows are held to it as postbacks are. */
    conversionMaxAgeDays: number;
  }
}

const NETWORKS = 'networks';
/** A report of some hundred thousand rows. */
const MAX_REPORT_BYTES = 20 * 1024 * 1024;
const HEADER = Type.String({ minLength: 1, maxLength: 100, description: 'a column header as the file writes it' });
/** The option of each field: `--click-id "Sub ID"`. */
const optionOf = (field: string) => field.replace(/_/g, '-');

const columns = defineAction({
  name: 'network-columns',
  summary: "Name the columns of a network's report files: which header holds the click id, the event, the amount ...",
  scope: NETWORKS,
  http: { method: 'POST', path: '/admin/networks/:name/columns' },
  input: Type.Object({ name: NETWORK_NAME, ...Object.fromEntries(REPORT_FIELDS.map((field) => [field, Type.Optional(HEADER)])) }),
  changes: 'data',
  work: async ({ services: { db, networks }, input, progress }) => {
    const { name, ...given } = input as { name: string } & ReportColumns;
    if (!(await setReportColumns(db, name, given))) throw new ReleaseError(`no network named ${name} in force`, [], true);
    await networks.load();
    for (const field of REPORT_FIELDS) progress(`${field}: column "${given[field] ?? field}"`);
    return { name, columns: given };
  },
  cli: {
    command: 'network columns',
    usage: `<name> ${REPORT_FIELDS.map((field) => `[--${optionOf(field)} "<header>"]`).join(' ')}`,
    note: 'a field without one is read from a column of its own name (click_id, event ...)',
    positionals: [{ field: 'name', missing: 'network columns needs the network’s name' }],
    options: Object.fromEntries(REPORT_FIELDS.map((field) => [optionOf(field), { type: 'string' as const, field }])),
  },
});

const importConversions = defineAction({
  name: 'conversions-import',
  summary: "Read a network's report file into the conversions: each conversion id once, unknown click ids kept, bad rows refused with their line",
  scope: NETWORKS,
  http: { method: 'POST', path: '/admin/networks/:name/conversions', bodyLimit: MAX_REPORT_BYTES + 64 * 1024 },
  input: Type.Object({ name: NETWORK_NAME, text: Type.String({ maxLength: MAX_REPORT_BYTES, description: `the report's text (at most ${MAX_REPORT_BYTES / 1024 / 1024} MB)` }) }),
  changes: 'data',
  work: async ({ services: { db, networks, conversionMaxAgeDays }, input, progress }) => {
    const network = networks.get(input.name);
    if (!network || network.revokedAt) throw new ReleaseError(`no network named ${input.name} in force`, [], true);
    const imported = await importReport(db, network, input.text, { maxAgeDays: conversionMaxAgeDays, now: Date.now() });
    if ('problem' in imported) throw new ReleaseError(`the report was not read, nothing was recorded: ${imported.problem}`, [], true);
    progress(`${imported.rows} rows: ${imported.counted} counted, ${imported.unmatched} unmatched (click id unknown, kept), ${imported.duplicate} taken before, ${imported.refused} refused`);
    return imported;
  },
  cli: {
    command: 'conversions:import',
    usage: '<network> <file.csv>',
    note: 'through the running server; a row refused does not stop the others',
    positionals: [{ field: 'name', missing: 'conversions:import needs the network’s name and the report file' }, { field: 'file', missing: 'conversions:import needs the report file after the network’s name' }],
    input: (positionals) => ({ name: positionals[0] }),
    run: async (args, client) => {
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[1]!);
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new ReleaseError(`${args.positionals[1]} cannot be read (${error.code ?? error.message}); nothing was recorded`);
      });
      // A report is text: NUL is the mark of some other kind of file, which the server would refuse without naming it.
      if (text.includes('\u0000')) throw new ReleaseError(`${args.positionals[1]} holds NUL characters: it is no CSV report; nothing was recorded`, [], true);
      const imported = await client.request<ReportImported>('conversions-import', { name: args.input.name as string, text });
      for (const line of imported.refusals) console.log(`  refused ${line}`);
      if (imported.refused > imported.refusals.length) console.log(`  … and ${imported.refused - imported.refusals.length} more refused rows`);
      return imported.refused ? 1 : 0;
    },
  },
});

/** The steps that read the networks' report files. */
export const CONVERSION_REPORT_ACTIONS = [columns, importConversions];
