import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];

const routesOf = async (folder: string) => JSON.parse(await readFile(path.join(REPO_ROOT, folder, 'src', 'routes.json'), 'utf8')) as Array<{ id: string; page?: string }>;
const layoutRow = (readme: string, folder: string) => new RegExp(`^\\| \`${folder}/\` \\| (.+) \\|$`, 'm').exec(readme)?.[1] ?? '';
/** The number the README writes before `noun` in a row ("six guides" → 6). */
const countBefore = (row: string, noun: string) => NUMBERS.indexOf(new RegExp(`(\\w+) ${noun}`).exec(row)?.[1] ?? '');

/** A newcomer learns the apps from the README's layout table first: its counts are the route tables'. */
describe("the README's layout table", () => {
  it("counts the guides app's guides and topics as its routes.json declares them", async () => {
    const row = layoutRow(await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8'), 'mf-guides');
    const routes = await routesOf('mf-guides');
    expect({ guides: countBefore(row, 'guides,'), topics: countBefore(row, 'topics') }).toEqual({
      guides: routes.filter((route) => route.id.startsWith('guide-')).length,
      topics: routes.filter((route) => route.id.startsWith('topic-')).length,
    });
  });

  it("counts the reviews app's fixed and static reviews as its routes.json declares them", async () => {
    const row = layoutRow(await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8'), 'mf-reviews');
    const routes = await routesOf('mf-reviews');
    expect({ fixed: countBefore(row, 'fixed'), static: countBefore(row, 'static') }).toEqual({
      fixed: routes.filter((route) => route.page === 'fixed-review').length,
      static: routes.filter((route) => route.page === 'static-review').length,
    });
  });
});
