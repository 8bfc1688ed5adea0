import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { RequestError } from '@casino/shared';
import { withoutErrorDetails } from '../render/public-query-state';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

/** What PostgreSQL's driver puts on an error: none of it may reach a page. */
const databaseError = () => Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', file: 'mbutils.c', routine: 'report_invalid_encoding', line: '1665' });

describe('failed page data', () => {
  it('is dehydrated with its status only, never the error object', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: ['/api/locations/x/y'], queryFn: () => Promise.reject(databaseError()) });
    await client.prefetchQuery({ queryKey: ['/api/locations/a/b'], queryFn: () => Promise.reject(new RequestError(404, '404: {"message":"Not found"}')) });
    const json = JSON.stringify(withoutErrorDetails(dehydrate(client, { shouldDehydrateQuery: () => true })));
    expect(json).not.toMatch(/22021|mbutils|routine|UTF8|Not found/);
    const statuses = JSON.parse(json).queries.map((query: { state: { status: string; error: { status: number } } }) => [query.state.status, query.state.error.status]);
    expect(statuses).toEqual([
      ['error', 500],
      ['error', 404],
    ]);
  });

  describe('when the database fails while a page renders', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ renderRateLimit: 0 });
    });
    after(() => t.close());

    it('answers 503 with the fallback, shows nothing of the error, and keeps it out of the page cache', async () => {
      await t.app.db.query('ALTER TABLE location_keywords RENAME TO location_keywords_moved');
      try {
        const page = await t.app.inject('/locations/muenchen/online-casino');
        expect(page.statusCode).toBe(503);
        expect(page.headers['x-page-cache']).toBe('miss');
        expect(page.body).not.toMatch(/location_keywords|42P01|"code":|does not exist|routine/);
      } finally {
        await t.app.db.query('ALTER TABLE location_keywords_moved RENAME TO location_keywords');
      }
      const recovered = await t.app.inject('/locations/muenchen/online-casino');
      expect(recovered.statusCode).toBe(200);
    });
  });
});
