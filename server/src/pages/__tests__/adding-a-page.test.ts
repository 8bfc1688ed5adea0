import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutCopy } from '../../test-kit/checkout-copy';
import { releaseTestbed } from '../../test-kit/release-testbed';
import { buildsOncePerRun } from '../../test-kit/test-app';

/**
 * What a writer does to add a guide, and nothing more: one content file and one line in the
 * guides app's routes.json. Built, released and activated, the page is served in both
 * languages, passes the release gate and is in the sitemap.
 */
describe('a new guide is one content file and one line in routes.json', buildsOncePerRun, () => {
  const bed = releaseTestbed();

  it('is served in both languages and listed in the sitemap once its build is activated', async () => {
    const checkout = await checkoutCopy(path.join(bed.builds, 'checkout'), ['mf-guides']);
    const guides = path.join(checkout.root, 'mf-guides', 'src');
    const content = path.join(guides, 'content', 'guides', 'bankroll-guide.ts');
    await copyFile(path.join(guides, 'content', 'guides', 'casino-bonus-guide.ts'), content);
    const text = await readFile(content, 'utf8');
    await writeFile(content, text.replace("title: 'Casino Bonus Ratgeber',", "title: 'Bankroll Ratgeber',").replace("title: 'Casino Bonus Guide',", "title: 'Bankroll Guide',"));
    const routesFile = path.join(guides, 'routes.json');
    const routes = JSON.parse(await readFile(routesFile, 'utf8')) as object[];
    routes.splice(1, 0, { id: 'guide-bankroll', path: '/guides/bankroll-guide', page: 'guide', content: 'guides/bankroll-guide' });
    await writeFile(routesFile, JSON.stringify(routes));

    const { version, dir } = await checkout.build('mf-guides');
    expect((await bed.publish('guides', dir)).statusCode).toBe(200);
    const activation = await bed.activate('guides', version);
    expect({ status: activation.statusCode, body: activation.json() }).toMatchObject({ status: 200 });

    const german = await bed.t.app.inject('/guides/bankroll-guide');
    expect(german.statusCode).toBe(200);
    expect(german.body).toMatch(/<h1[^>]*>Bankroll Ratgeber<\/h1>/);
    expect((await bed.t.app.inject('/en/guides/bankroll-guide')).body).toMatch(/<h1[^>]*>Bankroll Guide<\/h1>/);
    expect((await bed.t.app.inject('/sitemap-de.xml')).body).toContain('/guides/bankroll-guide</loc>');
  });
});
