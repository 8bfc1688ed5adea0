import { describe, it, before } from 'node:test';
import { expect } from 'expect';
import type { LightMyRequestResponse } from 'fastify';
import { SECRET_PREFIX } from '../credentials';
import { scopeOf } from '../../core/steps/scope';
import { claimCheck } from '../../link-health/link-health-store';
import type { ReleaseAction } from '../../core/steps/step';
import { STEP_TABLE } from '../../features';
import { registerNetwork } from '../../earnings/networks';
import { fieldsIn, pathParams } from '../../core/steps/requests';
import { releaseTestbed } from '../../test-kit/release-testbed';

/** A version no app has: every step that would act on it stops before it changes anything. */
const MISSING = '0123456789ab';

/**
 * A request to each step that passes its schema and is cheap when it is allowed: it fails in
 * the step's work (a version that is not published, an unknown app, a build that is no archive)
 * or only reads. Whether it is allowed is the scope check's alone. Every step of the table has
 * one here (a test below says so), so a new step is tried as soon as it is added.
 */
const CLEAN: Record<string, Record<string, unknown>> = {
  publish: {},
  check: { version: MISSING },
  preview: { pins: { guides: MISSING } },
  canary: { version: MISSING, percent: 10, reason: 'scope test' },
  promote: { reason: 'scope test' },
  abort: { reason: 'scope test' },
  activate: { version: MISSING, reason: 'scope test' },
  rollback: { reason: 'scope test', force: false },
  'mark-bad': { version: MISSING, reason: 'scope test' },
  history: {},
  vitals: {},
  prune: { keep: 10_000, graceHours: 24 * 365 },
  verify: {},
  import: {},
  'credential-create': { name: 'never-made', apps: ['payments'], can: ['history'], expiresDays: 1 },
  'credential-list': {},
  'credential-revoke': {},
  'subscriber-export': { email: 'nobody@example.com' },
  'subscriber-erase': { email: 'nobody@example.com', reason: 'scope test' },
  'click-report': { from: '2030-01-01', to: '2030-01-02' },
  'link-health': {},
  'link-health-run': {},
  // An empty file: refused for what it holds once the step is allowed, so the stored list stays.
  'whitelist-import': { source: 'scope-test.csv', text: '' },
  compliance: {},
  'earnings-report': { from: '2030-01-01', to: '2030-01-02' },
  'network-add': { name: 'scope-test', clickIdParam: 'subid', currency: 'EUR', signing: 'secret' },
  'network-list': {},
  'network-revoke': {},
  'currency-rate': { currency: 'USD', euros: 0.9 },
  'network-columns': {},
  // An empty report: refused for what it holds (no network of that name) once the step is allowed.
  'conversions-import': { text: '' },
  // A page no route matches: refused for what it says once the step is allowed, so nothing starts.
  'experiment-start': { page: '/no-such-page-here', name: 'scope test', horizon: 1000, variants: [{ share: 50 }, { share: 50, label: 'Los' }] },
  'experiment-end': {},
  'experiment-list': {},
};

/** Fields a request might add to widen its scope, each with a value that names guides or everything. */
const EXTRAS: Record<string, unknown> = { app: 'guides', apps: ['all'], pins: { guides: MISSING }, actor: 'someone-else', version: MISSING, can: ['*'] };

interface Forged {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** The request for `action` with its clean fields, and `extra` added to the query or the body. */
function requestFor(action: ReleaseAction, extra: { name: string; value: unknown; place: 'query' | 'body' } | null): Forged {
  const values: Record<string, string> = { app: 'guides', version: MISSING, name: 'nobody-here', id: '999999' };
  const path = action.http.path.replace(/:(\w+)/g, (_match, name: string) => values[name]!);
  const where = fieldsIn(action.http);
  const fields = { ...CLEAN[action.name] };
  const query: Record<string, string> = where === 'query' ? Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])) : {};
  const body: Record<string, unknown> = where === 'query' ? {} : fields;
  if (extra?.place === 'query') query[extra.name] = typeof extra.value === 'string' ? extra.value : JSON.stringify(extra.value);
  if (extra?.place === 'body') body[extra.name] = extra.value;
  const search = new URLSearchParams(query).toString();
  const url = search ? `${path}?${search}` : path;
  // An upload's body is the build: bytes that are no archive, refused once the step is allowed.
  if (action.http.body === 'gzip') return { method: action.http.method, url, payload: Buffer.from('no archive'), headers: { 'content-type': 'application/gzip' } };
  if (action.http.method === 'GET' && extra?.place !== 'body') return { method: 'GET', url, headers: {} };
  return { method: action.http.method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** The credential kinds a step is tried with, and whether each may take it on guides. */
function kindsFor(action: ReleaseAction) {
  const scope = scopeOf(action);
  const actsOnApps = action.appsFrom !== undefined;
  const other = scope === 'vitals' ? 'history' : 'vitals';
  return [
    { kind: 'guides, every step', name: 'guides-every-step', apps: ['guides'], can: ['*'], allowed: actsOnApps },
    { kind: 'guides, this step only', name: `guides-${scope}`, apps: ['guides'], can: [scope], allowed: actsOnApps },
    { kind: 'every app, this step only', name: `all-${scope}`, apps: ['all'], can: [scope], allowed: true },
    { kind: 'every app, another step', name: `all-${other}`, apps: ['all'], can: [other], allowed: false },
  ];
}

const message = (answer: LightMyRequestResponse) => {
  try {
    return answer.json<{ message?: string }>().message ?? '';
  } catch {
    return '';
  }
};

/**
 * The scope of a credential comes from the step it takes, never from its request: the apps a
 * step acts on are its path's (or its pins'), and a field the step does not take is refused by
 * name. Tried as an attacker with a credential for one app would try it.
 */
describe('a credential’s scope comes from the step, never from the request', () => {
  const bed = releaseTestbed();
  const secrets = new Map<string, string>();
  const call = (secret: string, request: Forged) => bed.t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${secret}` } });
  const post = (secret: string, url: string, body: object) => call(secret, { method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const get = (secret: string, url: string) => call(secret, { method: 'GET', url, headers: {} });

  /** A credential made as `npm run token -- create` makes one; its secret. */
  const credential = async (name: string, apps: string[], can: string[]) => {
    const known = secrets.get(name);
    if (known) return known;
    const made = await bed.admin('POST', '/admin/credentials', { name, apps, can, expiresDays: 1 });
    expect({ name, status: made.statusCode }).toEqual({ name, status: 200 });
    const { secret } = made.json<{ secret: string }>();
    secrets.set(name, secret);
    return secret;
  };
  const credentialNames = async () => (await bed.t.app.db.query<{ name: string }>('SELECT name FROM credentials ORDER BY name')).map((row) => row.name);

  before(async () => {
    // Another server is checking the links: starting a check answers at once and sends no request to any partner.
    await claimCheck(bed.t.app.db, { leaseId: 'scope-test', leaseSeconds: 3600, holder: 'another server', dueAfterHours: null });
    // The network the clean request registers exists already: every allowed request is refused alike (409) and changes nothing.
    await registerNetwork(bed.t.app.db, { name: 'scope-test', clickIdParam: 'subid', currency: 'EUR', signing: 'secret' }, 'scope test');
  });

  it('gives no secret to a credential for one app that names an app in its request', async () => {
    const everyStep = await credential('guides-all', ['guides'], ['*']);
    const credentialsOnly = await credential('guides-credentials', ['guides'], ['credentials']);
    const widen = { name: 'x', apps: ['all'], can: ['*'], expiresDays: 1 };
    const before = await credentialNames();

    const named = await post(everyStep, '/admin/credentials', { ...widen, app: 'guides' });
    expect({ status: named.statusCode, message: message(named) }).toEqual({ status: 400, message: 'unknown field "app" in the body: this step takes name, apps, can, expiresDays' });
    const pinned = await post(credentialsOnly, '/admin/credentials', { ...widen, app: 'guides', pins: {} });
    expect({ status: pinned.statusCode, message: message(pinned) }).toEqual({ status: 400, message: 'unknown fields "app", "pins" in the body: this step takes name, apps, can, expiresDays' });
    const inQuery = await post(everyStep, '/admin/credentials?app=guides', widen);
    expect({ status: inQuery.statusCode, message: message(inQuery) }).toEqual({ status: 400, message: 'unknown field "app" in the query: this step takes name, apps, can, expiresDays in the body' });
    // Without the field, the step concerns every app, and a credential for guides may not take it.
    for (const secret of [everyStep, credentialsOnly]) {
      const plain = await post(secret, '/admin/credentials', widen);
      expect(plain.statusCode).toBe(403);
      expect(message(plain)).toMatch(/^guides-(all|credentials) may not take the step "credential-create" \(Make a credential for a pipeline or a person, scoped to apps and steps\)(, which needs "credentials")?: it concerns every app, and guides-(all|credentials) is for guides only$/);
    }
    for (const answer of [named, pinned, inQuery]) expect(answer.body).not.toContain(SECRET_PREFIX);
    expect(await credentialNames()).toEqual(before);
  });

  it('refuses the steps that concern every app to a credential for one app, whatever app its request names', async () => {
    const everyStep = await credential('guides-all', ['guides'], ['*']);
    const requests: Array<[string, 'GET' | 'POST', object?]> = [
      ['/admin/subscribers/export', 'POST', { email: 'nobody@example.com' }],
      ['/admin/reports/clicks.csv?from=2030-01-01&to=2030-01-02', 'GET'],
      ['/admin/credentials', 'GET'],
      ['/admin/releases/verify', 'POST', {}],
      ['/admin/releases/prune', 'POST', { keep: 10_000, graceHours: 24 }],
      ['/admin/link-health', 'GET'],
    ];
    for (const [url, method, body] of requests) {
      const withApp = `${url}${url.includes('?') ? '&' : '?'}app=guides`;
      for (const target of [url, withApp]) {
        const answer = method === 'GET' ? await get(everyStep, target) : await post(everyStep, target, body!);
        const expected = target === url ? { status: 403, says: 'it concerns every app' } : { status: 400, says: 'unknown field "app" in the query' };
        expect({ target, status: answer.statusCode, says: message(answer) }).toEqual({ target, status: expected.status, says: expect.stringContaining(expected.says) });
      }
    }
    // A catalogue is a whole document: whatever app it names, it is not read for the scope.
    const imported = await post(everyStep, '/admin/import', { app: 'guides', pins: { guides: MISSING }, casinos: [] });
    expect({ status: imported.statusCode, says: message(imported) }).toEqual({ status: 403, says: expect.stringContaining('"import" (Import the catalogue): it concerns every app') });
  });

  it('names the apps a step acts on by its declaration: the app of its path, or a preview’s pins', () => {
    for (const action of STEP_TABLE) {
      const inPath = pathParams(action.http.path).includes('app');
      const declared = action.appsFrom === 'path' ? 'path' : typeof action.appsFrom === 'function' ? 'its input' : 'every app';
      const expected = inPath ? 'path' : action.name === 'preview' ? 'its input' : 'every app';
      expect({ step: action.name, declared }).toEqual({ step: action.name, declared: expected });
    }
    expect(Object.keys(CLEAN).sort()).toEqual(STEP_TABLE.map((action) => action.name).sort());
  });

  describe('never widens a scope with a field the step does not take', () => {
    for (const action of STEP_TABLE) {
      it(`${action.name}: ${action.http.method} ${action.http.path}`, async () => {
        const places: Array<'query' | 'body'> = fieldsIn(action.http) === 'body' || fieldsIn(action.http) === 'document' ? ['body', 'query'] : action.http.method === 'GET' ? ['query', 'body'] : ['query'];
        for (const kind of kindsFor(action)) {
          const secret = await credential(kind.name, kind.apps, kind.can);
          const clean = await call(secret, requestFor(action, null));
          // The clean request is what the scope check decides: refused exactly when the kind does not allow the step.
          expect({ kind: kind.kind, refused: clean.statusCode === 403, says: clean.statusCode === 403 ? message(clean) : '' }).toEqual({
            kind: kind.kind,
            refused: !kind.allowed,
            says: kind.allowed ? '' : expect.stringContaining(`${kind.name} may not take the step "${action.name}"`),
          });
          for (const [name, value] of Object.entries(EXTRAS)) {
            for (const place of places) {
              // A field of the step's own where its fields travel is no extra (a preview's pins).
              if (place === fieldsIn(action.http) && Object.hasOwn(action.input.properties, name) && !pathParams(action.http.path).includes(name)) continue;
              const answer = await call(secret, requestFor(action, { name, value, place }));
              const said = message(answer);
              // A refusal before the work (403, or 400 naming the field), or what the clean request got: never more.
              const outcome = answer.statusCode === 403 || (answer.statusCode === 400 && said.startsWith('unknown field')) ? 'refused' : answer.statusCode === clean.statusCode ? 'as without it' : `${answer.statusCode} ${said}`;
              expect({ kind: kind.kind, field: `${name} in the ${place}`, outcome }).toEqual({ kind: kind.kind, field: `${name} in the ${place}`, outcome: expect.stringMatching(/^(refused|as without it)$/) });
              if (clean.statusCode === 403) expect({ kind: kind.kind, field: `${name} in the ${place}`, outcome }).toEqual({ kind: kind.kind, field: `${name} in the ${place}`, outcome: 'refused' });
            }
          }
        }
      });
    }
  });

  it('lets a credential give only what it holds itself', async () => {
    const manager = await credential('all-credentials', ['all'], ['credentials']);
    const managerAndHistory = await credential('all-credentials-history', ['all'], ['credentials', 'history']);
    const give = (secret: string, name: string, apps: string[], can: string[]) => post(secret, '/admin/credentials', { name, apps, can, expiresDays: 1 });

    const everyStep = await give(manager, 'made-every-step', ['all'], ['*']);
    expect({ status: everyStep.statusCode, says: message(everyStep) }).toEqual({ status: 403, says: 'all-credentials may not give every step on all apps: it holds only "credentials" on all apps' });
    const publish = await give(manager, 'made-publish', ['all'], ['publish']);
    expect({ status: publish.statusCode, says: message(publish) }).toEqual({ status: 403, says: 'all-credentials may not give "publish" on all apps: it holds only "credentials" on all apps' });
    const otherSteps = await give(managerAndHistory, 'made-vitals', ['guides'], ['history', 'vitals']);
    expect({ status: otherSteps.statusCode, says: message(otherSteps) }).toEqual({ status: 403, says: expect.stringContaining('may not give "vitals" on guides') });
    for (const refused of [everyStep, publish, otherSteps]) expect(refused.body).not.toContain(SECRET_PREFIX);

    // What it holds, it may give: on every app or on fewer.
    expect((await give(manager, 'made-credentials', ['all'], ['credentials'])).statusCode).toBe(200);
    expect((await give(managerAndHistory, 'made-history', ['guides'], ['history'])).statusCode).toBe(200);
    expect((await credentialNames()).filter((name) => name.startsWith('made-'))).toEqual(['made-credentials', 'made-history']);
  });
});
