import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { locationPath } from '@casino/shared';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/**
 * A city page asks for its location by the shared path: the server must answer that path over
 * HTTP (a page's navigation in the browser) and in-process (the same page rendered on the server),
 * or the city pages render without their city on one side only.
 */
describe('the location API path', () => {
  it('that a city page builds is answered the same over HTTP and while the page renders on the server', async () => {
    const path = locationPath('muenchen', 'online-casino');
    const overHttp = await t.app.inject(path);
    expect(overHttp.statusCode).toBe(200);
    expect(overHttp.json()).toMatchObject({ city: 'München', keyword: 'Online Casino' });
    expect(JSON.parse(JSON.stringify(await t.app.resolveApi(path)))).toEqual(overHttp.json());
  });

  it('is not found on either side for a city without that page', async () => {
    const path = locationPath('atlantis', 'online-casino');
    expect((await t.app.inject(path)).statusCode).toBe(404);
    await expect(t.app.resolveApi(path)).rejects.toMatchObject({ status: 404 });
  });
});
