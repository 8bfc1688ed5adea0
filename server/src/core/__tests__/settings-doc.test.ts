import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { Settings, variableOf } from '../settings';
import { CONFIGURATION_COMMAND, CONFIGURATION_DOCUMENT, configurationDocument } from '../settings-document';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** An operator learns the settings from docs/configuration.md, written from the schema; a file left behind by a change would tell them wrong. */
describe('the configuration document', () => {
  it(`is what \`${CONFIGURATION_COMMAND}\` writes from the settings schema now`, async () => {
    const committed = await readFile(path.join(REPO_ROOT, CONFIGURATION_DOCUMENT), 'utf8');
    const generated = configurationDocument();
    if (committed === generated) return;
    const [was, now] = [committed.split('\n'), generated.split('\n')];
    const line = now.findIndex((text, index) => text !== was[index]);
    throw new Error(
      `${CONFIGURATION_DOCUMENT} is not what server/src/core/settings.ts gives: run \`${CONFIGURATION_COMMAND}\` and commit the file.\n` +
        `First difference, line ${line + 1}:\n  committed: ${was[line] ?? '(none)'}\n  generated: ${now[line] ?? '(none)'}`,
    );
  });

  it('lists every variable once, and no folder of the machine that wrote it', () => {
    const document = configurationDocument();
    const rows = document.split('\n').filter((line) => line.startsWith('| `'));
    for (const name of Object.values(Settings.properties).map(variableOf)) expect({ [name]: rows.filter((row) => row.startsWith(`| \`${name}\` |`)).length }).toEqual({ [name]: 1 });
    // The file is committed: a default such as VAR_DIR's is given from the repository.
    expect(document).not.toContain(REPO_ROOT);
    expect(document).toContain('| `VAR_DIR` | `var` |');
  });
});
