import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { expectation, RETIRED_VARIABLES } from './config';
import { groupOf, Settings, variableOf } from './settings';

/** The document, from the repository's root, and the command that writes it. */
export const CONFIGURATION_DOCUMENT = 'docs/configuration.md';
export const CONFIGURATION_COMMAND = 'npm run docs:settings';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** A default as an operator reads it: paths from the repository, never this machine's folders. */
function defaultOf(schema: TSchema): string {
  if (schema.defaultInWords) return schema.defaultInWords as string;
  const value: unknown = schema.default;
  if (value === undefined || value === '') return '—';
  if (schema.anyOf && value === 'false') return 'off';
  if (typeof value === 'string' && path.isAbsolute(value)) {
    const relative = path.relative(repoRoot, value);
    return relative ? `\`${relative}\`` : 'the repository';
  }
  return `\`${String(value)}\``;
}

/** What a value must be, where the schema says more than "text". */
function accepts(schema: TSchema): string {
  if (schema.type === 'string' && !schema.expected) return schema.secret ? 'secret' : '';
  return (schema.secret ? 'secret, ' : '') + expectation(schema);
}

/** A heading's anchor as GitHub makes it. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

/** The descriptions link to docs/ from the repository's root; this document is inside it. */
const cell = (text: string) => text.replace(/\]\(docs\//g, '](').replace(/\|/g, '\\|');

/**
 * docs/configuration.md as the settings schema (core/settings.ts) gives it: one table per
 * capability, in the schema's order. The same input always gives the same text, so a test can
 * tell when the committed file is stale.
 */
export function configurationDocument(): string {
  const groups = new Map<string, TSchema[]>();
  for (const schema of Object.values(Settings.properties) as TSchema[]) {
    const group = groupOf(schema);
    groups.set(group, [...(groups.get(group) ?? []), schema]);
  }
  const lines = [
    `<!-- Generated from server/src/core/settings.ts by \`${CONFIGURATION_COMMAND}\`: change a setting's description there, then run the command. -->`,
    '',
    '# Configuration',
    '',
    `The server reads ${Object.keys(Settings.properties).length} settings from environment variables, listed here by capability. An empty variable counts as unset.`,
    'A value a setting cannot take (`PORT=abc`, `WORKERS=0`, an unknown `LOG_LEVEL`) stops the server at start with one line naming each such variable and what it takes.',
    'A relative path is taken from the working folder; the default paths below are in the repository.',
    '',
    '`NODE_ENV` (default `production`) is read by Node and the libraries themselves, not as one of these settings: `development` runs React and the other libraries in their development mode (slower, with more checks); `/health` reports it as `mode`.',
    '',
    ...[...groups.keys()].map((group) => `- [${group}](#${anchor(group)})`),
  ];
  for (const [group, schemas] of groups) {
    lines.push('', `## ${group}`, '', '| variable | default | accepts | what it does |', '|---|---|---|---|');
    for (const schema of schemas) lines.push(`| \`${variableOf(schema)}\` | ${cell(defaultOf(schema))} | ${cell(accepts(schema))} | ${cell(schema.description as string)} |`);
  }
  lines.push('', '## Variables no longer read', '', 'Set, they change nothing; the server names each one at start.', '', '| variable | what holds instead |', '|---|---|');
  for (const [name, instead] of Object.entries(RETIRED_VARIABLES)) lines.push(`| \`${name}\` | ${cell(instead)} |`);
  return `${lines.join('\n')}\n`;
}
