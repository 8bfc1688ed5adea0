import { buildRouteTable, type PinnedApp } from '@casino/shared';

const apps: PinnedApp[] = [
  { app: 'shell', version: '111111111111', routes: [] },
  { app: 'reviews', version: 'aaaaaaaaaaaa', entry: '/_mf/reviews/aaaaaaaaaaaa/remoteEntry.js', routes: [{ id: 'review-stake', path: '/reviews/stake' }] },
];

/** Each test gets the module fresh: its count of reports is per page. */
function freshReports() {
  let module!: typeof import('../app/error-reports');
  jest.isolateModules(() => {
    module = jest.requireActual('../app/error-reports');
  });
  return module;
}

describe('error reports from the browser', () => {
  const sent: Array<Record<string, unknown>> = [];
  beforeEach(() => {
    sent.length = 0;
    window.history.replaceState(null, '', '/reviews/stake');
    global.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve({ ok: true, status: 202 } as Response);
    }) as typeof fetch;
  });

  it('names the app version the page runs, the route and the kind, and cuts the message', () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('reviews', 'render', new Error('x'.repeat(2000)));
    expect(sent).toEqual([{ app: 'reviews', version: 'aaaaaaaaaaaa', kind: 'render', route: 'review-stake', message: 'x'.repeat(500) }]);
  });

  it('reports an app that did not load once, and not its region’s mismatch again', () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('reviews', 'timeout', new Error('reviews did not load in time'));
    reports.reportClientError('reviews', 'load', 'reviews did not load in time');
    reports.reportClientError('reviews', 'hydration', new Error('Hydration failed'));
    expect(sent.map((report) => report.kind)).toEqual(['timeout']);
  });

  it('sends at most ten reports from one page, and none for an app the page does not run', () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('guides', 'render', new Error('not on this page'));
    for (let i = 0; i < 20; i++) reports.reportClientError('shell', 'render', new Error(`error ${i}`));
    expect(sent).toHaveLength(10);
    expect(sent.every((report) => report.app === 'shell')).toBe(true);
  });
});
