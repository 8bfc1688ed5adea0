import { buildRouteTable, type PinnedApp } from '@casino/shared';

const apps: PinnedApp[] = [
  { app: 'shell', version: '111111111111', routes: [] },
  { app: 'reviews', version: 'aaaaaaaaaaaa', entry: '/_mf/reviews/aaaaaaaaaaaa/remoteEntry.js', routes: [{ id: 'review-stake', path: '/reviews/stake' }] },
];

/** Each test gets the modules fresh: the count of reports and the view ticket are per page. */
function freshReports() {
  let module!: typeof import('../app/error-reports');
  let view!: typeof import('../app/page-view');
  jest.isolateModules(() => {
    module = jest.requireActual('../app/error-reports');
    view = jest.requireActual('../app/page-view');
  });
  return Object.assign(module, { registerPageView: view.registerPageView });
}

/** Reports go once the page view is registered: after the promises waiting for it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reports from the browser', () => {
  const sent: Array<Record<string, unknown>> = [];
  let viewAnswer: Response;
  beforeEach(() => {
    sent.length = 0;
    viewAnswer = { ok: true, status: 200, json: () => Promise.resolve({ counted: true, ticket: 'v1.page.ticket' }) } as Response;
    window.history.replaceState(null, '', '/reviews/stake');
    global.fetch = jest.fn((url: unknown, init?: RequestInit) => {
      if (url === '/api/view') return Promise.resolve(viewAnswer);
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve({ ok: true, status: 202 } as Response);
    }) as typeof fetch;
  });

  it('carries the page’s view ticket, and still reports when the view could not be registered', async () => {
    const reports = freshReports();
    reports.registerPageView({ apps, match: { app: 'reviews', routeId: 'review-stake', params: {}, language: 'de' } });
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('reviews', 'load', new Error('reviews did not load'));
    await settled();
    expect(global.fetch).toHaveBeenCalledWith('/api/view', expect.objectContaining({ body: JSON.stringify({ versions: { shell: '111111111111', reviews: 'aaaaaaaaaaaa' }, app: 'reviews', path: '/reviews/stake' }) }));
    expect(sent).toEqual([expect.objectContaining({ app: 'reviews', kind: 'load', ticket: 'v1.page.ticket' })]);

    viewAnswer = { ok: false, status: 503 } as Response;
    const unregistered = freshReports();
    unregistered.registerPageView({ apps, match: null });
    unregistered.startErrorReports(apps, buildRouteTable(apps));
    unregistered.reportClientError('shell', 'render', new Error('x'));
    await settled();
    expect(sent[1]).toEqual({ app: 'shell', version: '111111111111', kind: 'render', route: 'review-stake', message: 'x' });
  });

  it('names the app version the page runs, the route and the kind, and cuts the message', async () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('reviews', 'render', new Error('x'.repeat(2000)));
    await settled();
    expect(sent).toEqual([{ app: 'reviews', version: 'aaaaaaaaaaaa', kind: 'render', route: 'review-stake', message: 'x'.repeat(500) }]);
  });

  it('reports an app that did not load once, and not its region’s mismatch again', async () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('reviews', 'timeout', new Error('reviews did not load in time'));
    reports.reportClientError('reviews', 'load', 'reviews did not load in time');
    reports.reportClientError('reviews', 'hydration', new Error('Hydration failed'));
    await settled();
    expect(sent.map((report) => report.kind)).toEqual(['timeout']);
  });

  it('sends at most ten reports from one page, and none for an app the page does not run', async () => {
    const reports = freshReports();
    reports.startErrorReports(apps, buildRouteTable(apps));
    reports.reportClientError('guides', 'render', new Error('not on this page'));
    for (let i = 0; i < 20; i++) reports.reportClientError('shell', 'render', new Error(`error ${i}`));
    await settled();
    expect(sent).toHaveLength(10);
    expect(sent.every((report) => report.app === 'shell')).toBe(true);
  });

  it('reports an in-app navigation as a page view of its path, waiting for no answer', async () => {
    let view!: typeof import('../app/page-view');
    jest.isolateModules(() => {
      view = jest.requireActual('../app/page-view');
    });
    view.registerNavigation('/en/casino-comparison');
    await settled();
    expect(sent).toEqual([{ path: '/en/casino-comparison' }]);
    expect(global.fetch).toHaveBeenCalledWith('/api/navigation', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});
