import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSecureContext } from 'node:tls';
import { expect } from 'expect';
import { parseRoleMap } from '../../core/roles';
import { adminClient } from '../../core/cli/admin-client';
import { parseCommand, runCommand } from '../../core/cli/step-commands';
import { ConsoleSessions, SESSION_COOKIE } from '../../core/console/console-session';
import { HostSpacing, inPool } from '../host-spacing';
import { checkLink } from '../link-check';
import { LinkHealth, SCHEDULE, type LinkHealthOptions } from '../link-health';
import { linkHealthMail } from '../link-health-mail';
import { claimCheck, type LinkHealthReport } from '../link-health-store';
import type { LinkStatus } from '../link-changes';
import { AddressGuard } from '../public-address';
import { smtpTransport } from '../../newsletter/transport';
import { STEP_TABLE } from '../../features';
import { closedPort, makeCertificates, redirect, startSilentTarget, startTarget, type Target, type TestCertificates } from '../../test-kit/link-targets';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../../test-kit/smtp-peer';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'link-health-test-token-0123456789abcdef';
const OPERATOR = 'operator@casino.test';
/** Long enough for a busy machine's TLS handshake; the silent partner waits it out in every check. */
const TIMEOUT_MS = 2500;

/** What each scenario's partner does; a casino of the catalogue is pointed at each. */
type Scenario = 'chain' | 'drops' | 'missing' | 'silent' | 'selfSigned' | 'otherHost' | 'loop' | 'huge' | 'scheme' | 'notUrl' | 'closed' | 'cookie' | 'fine';

/**
 * The affiliate links' health, against real servers on this machine: a partner over https with
 * a certificate from the test's own authority (which the check is told to trust), plain http
 * behind its redirects, and partners that fail in every way a link can.
 */
describe("the affiliate links' health check", () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let certs: TestCertificates;
  let partner: Target;
  let plain: Target;
  let otherPlain: Target;
  const others: Target[] = [];
  /** The second check finds some partners changed. */
  let phase = 1;
  let hugeBytes = 0;
  const urls = {} as Record<Scenario, string>;
  const casinos = {} as Record<Scenario, { slug: string; name: string }>;

  const api = (method: 'GET' | 'POST', url: string, token = TOKEN) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const report = async () => (await api('GET', '/admin/link-health')).json<LinkHealthReport>();
  const linkOf = (found: LinkHealthReport, scenario: Scenario) => found.links.find((link) => link.slug === casinos[scenario].slug)!;
  const checkNow = async () => {
    const started = await api('POST', '/admin/link-health/run');
    expect([started.statusCode, started.json<{ started: boolean }>().started]).toEqual([200, true]);
    await t.app.linkHealth.idle();
    return report();
  };
  const linkHealthOf = (overrides: Partial<LinkHealthOptions> = {}) =>
    new LinkHealth(t.app.db, {
      hours: 24,
      pollMs: 0,
      userAgent: 'test',
      timeoutMs: TIMEOUT_MS,
      hostIntervalMs: 10,
      concurrency: 4,
      trusted: undefined,
      guard: new AddressGuard(['127.0.0.0/8']),
      mailTo: null,
      consoleUrl: 'https://casino.test/admin/console/link-health',
      outbox: null,
      log: t.app.log,
      ...overrides,
    });

  /** A console session as the identity provider's sign-in makes one, and its form token. */
  const signedIn = async (subject: string, roles: string[]) => {
    const sessions = new ConsoleSessions(t.app.adminToken, t.app.db, 30);
    const value = await sessions.start({ actor: `${subject} (${subject})`, subject, claimValues: roles.map((role) => `${role}s`), roles, accessToken: null });
    return { cookie: `${SESSION_COOKIE}=${value}`, csrf: sessions.csrfToken(value) };
  };

  before(async () => {
    certs = makeCertificates();
    smtp = await startSmtpPeer();
    plain = await startTarget((_request, response) => response.end('landed'));
    otherPlain = await startTarget((_request, response) => response.end('landed elsewhere'));
    partner = await startTarget((request, response) => {
      const url = new URL(request.url!, 'https://partner');
      const withoutRef = new URLSearchParams([...url.searchParams].filter(([name]) => name !== 'ref'));
      const step = Number(url.pathname.split('/')[2]);
      if (url.pathname === '/chain') return redirect(response, `/hop${url.search}`);
      if (url.pathname === '/hop') return redirect(response, phase === 1 ? `${plain.origin}/land${url.search}` : `${otherPlain.origin}/land?${withoutRef}`, 301);
      if (url.pathname === '/drop') return redirect(response, `/landing?${withoutRef}`);
      if (url.pathname === '/missing') return response.writeHead(phase === 1 ? 404 : 200).end();
      if (url.pathname.startsWith('/loop/')) return redirect(response, `/loop/${step + 1}`);
      if (url.pathname === '/scheme') return redirect(response, 'javascript:alert(1)');
      if (url.pathname === '/not-a-url') return redirect(response, 'http://[oops');
      if (url.pathname === '/cookie') {
        // A tracker that sets its cookie and sends the browser round again: without the cookie back, a loop.
        if (request.headers.cookie?.includes('visitor=42')) return response.end('welcome back');
        return response.writeHead(302, { location: url.pathname + url.search, 'set-cookie': 'visitor=42; Path=/; HttpOnly' }).end();
      }
      if (url.pathname === '/huge') {
        response.on('error', () => {});
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!response.destroyed && hugeBytes < 1024 * 1024 * 1024) {
            hugeBytes += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        return pump();
      }
      response.end('fine');
    }, certs.trusted);
    const silent = await startSilentTarget();
    const selfSigned = await startTarget((_request, response) => response.end('self-signed'), certs.selfSigned);
    const otherHost = await startTarget((_request, response) => response.end('other host'), certs.otherHost);
    others.push(silent, selfSigned, otherHost);
    Object.assign(urls, {
      chain: `${partner.origin}/chain?ref=casinovergleich&aff=7`,
      drops: `${partner.origin}/drop?ref=casinovergleich&utm_source=site`,
      missing: `${partner.origin}/missing?ref=casinovergleich`,
      silent: `${silent.origin}/?ref=casinovergleich`,
      selfSigned: `${selfSigned.origin}/?ref=casinovergleich`,
      otherHost: `${otherHost.origin}/?ref=casinovergleich`,
      loop: `${partner.origin}/loop/0`,
      huge: `${partner.origin}/huge`,
      scheme: `${partner.origin}/scheme`,
      notUrl: `${partner.origin}/not-a-url`,
      closed: `https://127.0.0.1:${await closedPort()}/`,
      cookie: `${partner.origin}/cookie?ref=casinovergleich`,
      fine: `${partner.origin}/fine?ref=casinovergleich`,
    } satisfies Record<Scenario, string>);

    t = await createTestApp(
      {
        adminToken: TOKEN,
        linkCheckHours: 24,
        linkCheckTimeoutMs: TIMEOUT_MS,
        linkCheckHostIntervalMs: 10,
        linkCheckCaFile: certs.caFile,
        linkCheckMailTo: OPERATOR,
        // The partners are servers on this machine, which the check refuses unless told otherwise.
        linkCheckAllowNetworks: ['127.0.0.0/8'],
        // People sign in through the provider; their sessions are made here as its sign-in makes them.
        oidcIssuer: 'http://127.0.0.1:9/',
        oidcClientId: 'console',
        oidcClientSecret: 'console-secret',
        oidcRoles: parseRoleMap('analysts=analyst; admins=admin'),
        oidcRecheckSeconds: 3600,
      },
      { linkCheckPollMs: 0, mailTransport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`) },
    );
    const rows = await t.app.db.query<{ slug: string; name: string }>('SELECT slug, name FROM casinos ORDER BY position');
    const scenarios = Object.keys(urls) as Scenario[];
    if (rows.length < scenarios.length) throw new Error(`the seed has ${rows.length} casinos; the test needs ${scenarios.length}`);
    for (const [index, row] of rows.entries()) {
      const scenario = scenarios[index] ?? 'fine';
      if (scenarios[index]) casinos[scenario] = row;
      await t.app.db.query('UPDATE casinos SET affiliate_url = $1 WHERE slug = $2', [urls[scenario], row.slug]);
    }
  });

  after(async () => {
    await t?.close();
    await Promise.all([partner, plain, otherPlain, ...others].map((target) => target?.close()));
    await smtp?.close();
    certs?.remove();
  });

  it('follows each link through its redirects and makes every way a link breaks a result of its own', { timeout: 60_000 }, async () => {
    const found = await checkNow();
    const outcomes = Object.fromEntries((Object.keys(casinos) as Scenario[]).map((scenario) => [scenario, { outcome: linkOf(found, scenario).outcome, broken: linkOf(found, scenario).broken }]));
    expect(outcomes).toEqual({
      chain: { outcome: 'ok', broken: false },
      drops: { outcome: 'ok', broken: true },
      missing: { outcome: 'http-error', broken: true },
      silent: { outcome: 'timeout', broken: true },
      selfSigned: { outcome: 'tls-error', broken: true },
      otherHost: { outcome: 'tls-error', broken: true },
      loop: { outcome: 'too-many-redirects', broken: true },
      huge: { outcome: 'ok', broken: false },
      scheme: { outcome: 'bad-redirect', broken: true },
      notUrl: { outcome: 'bad-redirect', broken: true },
      closed: { outcome: 'connection-error', broken: true },
      cookie: { outcome: 'ok', broken: false },
      fine: { outcome: 'ok', broken: false },
    });
    // Through https and http, the parameters in another order: kept.
    expect(linkOf(found, 'chain')).toMatchObject({
      finalStatus: 200,
      finalHost: new URL(plain.origin).host,
      droppedParameters: [],
      chain: [
        { url: urls.chain, status: 302 },
        { url: `${partner.origin}/hop?ref=casinovergleich&aff=7`, status: 301 },
        { url: `${plain.origin}/land?ref=casinovergleich&aff=7`, status: 200 },
      ],
    });
    expect(linkOf(found, 'drops')).toMatchObject({ finalStatus: 200, droppedParameters: ['ref'], detail: 'tracking parameter `ref` dropped' });
    expect(linkOf(found, 'missing')).toMatchObject({ finalStatus: 404, detail: 'answers 404' });
    expect(linkOf(found, 'silent').detail).toMatch(`no answer within ${TIMEOUT_MS} ms`);
    expect(linkOf(found, 'selfSigned').detail).toBe(`self-signed certificate at ${new URL(urls.selfSigned).host}`);
    expect(linkOf(found, 'otherHost').detail).toBe(`certificate for another host at ${new URL(urls.otherHost).host}`);
    expect(linkOf(found, 'loop')).toMatchObject({ detail: 'more than 10 redirects', finalStatus: null });
    expect(linkOf(found, 'loop').chain).toHaveLength(11);
    expect(linkOf(found, 'scheme').detail).toBe('redirects to a javascript: address, not to a web page');
    expect(linkOf(found, 'notUrl').detail).toBe('redirects to something that is not an address: "http://[oops"');
    expect(linkOf(found, 'closed').detail).toBe(`connection refused at ${new URL(urls.closed).host}`);
    expect(linkOf(found, 'cookie').chain.map((hop) => hop.status)).toEqual([302, 200]);
    // The endless body was cut off after its headers: the check took what a few socket buffers hold at most.
    expect(linkOf(found, 'huge').finalStatus).toBe(200);
    expect(hugeBytes).toBeLessThan(64 * 1024 * 1024);
    // A first check has nothing to compare with.
    expect(found.links.every((link) => link.firstCheck && !link.changes.length)).toBe(true);
  });

  it("introduces itself to partners as the site's link checker, with the site's address and contact", () => {
    const agents = new Set(partner.arrivals.map((arrival) => arrival.userAgent));
    expect([...agents]).toEqual(['CasinoVergleichLinkCheck/1.0 (+https://casino.test; info@casinovergleich.de)']);
  });

  it('asks one host at most once per interval, however many links lead there', async () => {
    const before = partner.connections.length;
    const spacing = new HostSpacing(500);
    const links = [1, 2, 3, 4].map((n) => `${partner.origin}/fine?n=${n}`);
    const trusted = createSecureContext({ ca: readFileSync(certs.caFile, 'utf8') });
    await inPool(links, 4, (url) => checkLink(url, { userAgent: 'test', timeoutMs: TIMEOUT_MS, trusted, guard: new AddressGuard(['127.0.0.1']), turn: (host) => spacing.turn(host) }));
    const times = partner.connections.slice(before);
    expect(times).toHaveLength(4);
    // Four at once would come within milliseconds; the margin is for a busy machine's event loop, late for one and not the next.
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    expect(gaps.filter((gap) => gap < 250)).toEqual([]);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(3 * 500 - 150);
  });

  it('mails the operator what the check found broken, through the outbox to the mail server', async () => {
    await t.app.outbox.nudge();
    const mail = smtp.mails.find((received) => received.to.includes(OPERATOR));
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toMatch(/Subject: Affiliate links: 9 broken, 0 changed/);
    expect(text).toContain(`- ${casinos.missing.name} (${casinos.missing.slug}): answers 404`);
    expect(text).toContain(`- ${casinos.drops.name} (${casinos.drops.slug}): tracking parameter \`ref\` dropped`);
    expect(text).toContain('https://casino.test/admin/console/link-health');
    expect(text).not.toContain(casinos.fine.name);
    // Nothing broken and nothing changed is nothing to tell.
    const fine = { slug: 'x', name: 'X', url: 'https://x.test/', checkedAt: '', outcome: 'ok', finalStatus: 200, finalUrl: 'https://x.test/', finalHost: 'x.test', chain: [], droppedParameters: [], detail: null, broken: false, changes: [], firstCheck: false } satisfies LinkStatus;
    expect(linkHealthMail([fine], 'https://casino.test/admin/console/link-health')).toBeNull();
  });

  it('says what changed since the check before: another status, a dropped tracking parameter, another host', { timeout: 60_000 }, async () => {
    phase = 2;
    const found = await checkNow();
    expect(linkOf(found, 'missing').changes).toEqual(['was 404, now 200']);
    expect(linkOf(found, 'chain').changes).toEqual(['tracking parameter `ref` now dropped', `now redirects to another host: ${new URL(otherPlain.origin).host} (was ${new URL(plain.origin).host})`]);
    expect(linkOf(found, 'chain').broken).toBe(true);
    expect(linkOf(found, 'silent').changes).toEqual([]);
    expect(linkOf(found, 'fine')).toMatchObject({ changes: [], firstCheck: false });
    await t.app.outbox.nudge();
    expect(smtp.mails.map((received) => decodeQuotedPrintable(received.raw)).some((text) => /Subject: Affiliate links: 9 broken, 2 changed/.test(text))).toBe(true);
  });

  it('shows an analyst the console page, broken links first, and no way to start a check; an admin starts one there', { timeout: 60_000 }, async () => {
    const analyst = await signedIn('ana', ['analyst']);
    const page = await t.app.inject({ url: '/admin/console/link-health', headers: { cookie: analyst.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a class="plain" href="/admin/console/link-health">Affiliate links</a>');
    const states = [...page.body.matchAll(/<span class="pill (bad|good)">/g)].map(([, state]) => state);
    expect(states).toHaveLength(Object.keys(casinos).length);
    expect(states).toEqual([...states].sort());
    expect(page.body).toContain(`<li>tracking parameter <code>ref</code> now dropped</li>`);
    expect(page.body).not.toContain('Check every link now');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin/console/link-health',
      payload: `csrf=${encodeURIComponent(analyst.csrf)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: analyst.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('ana (ana) may not take the step &quot;link-health-run&quot; (Check every casino&#39;s affiliate link now); ana (ana) may: history, vitals, link-health, reports, compliance; no check was started.');
    expect((await report()).running).toBeNull();

    const admin = await signedIn('ada', ['admin']);
    const form = (await t.app.inject({ url: '/admin/console/link-health', headers: { cookie: admin.cookie } })).body;
    expect(form).toContain('Check every link now');
    const forged = await t.app.inject({ method: 'POST', url: '/admin/console/link-health', payload: 'csrf=forged', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie } });
    expect(forged.statusCode).toBe(403);
    const runsBefore = (await report()).run!.id;
    const started = await t.app.inject({
      method: 'POST',
      url: '/admin/console/link-health',
      payload: `csrf=${encodeURIComponent(admin.csrf)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
    });
    expect(started.statusCode).toBe(200);
    expect(started.body).toContain('The check has started.');
    expect(started.body).toContain('A check started by ada (ada)');
    await t.app.linkHealth.idle();
    expect((await report()).run).toMatchObject({ id: runsBefore + 1, startedBy: 'ada (ada)' });
  });

  it('lets a credential read the results with scope link-health, and start a check only with link-health-run', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/admin/credentials', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'monitoring', apps: ['all'], can: ['link-health'], expiresDays: 1 } });
    const secret = made.json<{ secret: string }>().secret;
    expect((await api('GET', '/admin/link-health', secret)).statusCode).toBe(200);
    const refused = await api('POST', '/admin/link-health/run', secret);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([403, 'monitoring may not take the step "link-health-run" (Check every casino\'s affiliate link now); monitoring may: link-health']);
  });

  it('prints the results from the command line (npm run link-health), exiting 1 while a link is broken', { timeout: 60_000 }, async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = adminClient(STEP_TABLE, { base, token: TOKEN });
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    let codes: number[];
    let latestFrom: number;
    try {
      codes = [await runCommand(parseCommand(STEP_TABLE, ['link-health']), client)];
      latestFrom = printed.length;
      codes.push(await runCommand(parseCommand(STEP_TABLE, ['link-health', 'latest']), client));
    } finally {
      console.log = log;
    }
    expect(codes).toEqual([1, 1]);
    // `latest` prints the check the command started and waited for.
    expect(printed.slice(0, latestFrom)).toEqual(['  the check has started', ...printed.slice(latestFrom)]);
    const output = printed.slice(latestFrom).join('\n');
    expect(output).toMatch(/link check of .* UTC \(started by ADMIN_TOKEN \(break-glass\)\): 13 links, 9 broken, 0 changed since the check before/);
    expect(output).toContain(`  BROKEN  ${casinos.loop.name} (${casinos.loop.slug}): more than 10 redirects`);
    expect(output).toContain(`  ok      ${casinos.cookie.name} (${casinos.cookie.slug}): 200 at ${new URL(partner.origin).host} after 1 redirect`);
    // Broken links first.
    expect(output.indexOf('  ok  ')).toBeGreaterThan(output.lastIndexOf('BROKEN'));
  });

  it('gives a scheduled check to one server of several racing for it, and to another once a dead server’s claim lapses', { timeout: 60_000 }, async () => {
    const runs = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM link_check_runs'))[0]!.n;
    const due = () => t.app.db.query("UPDATE link_check_claim SET last_checked_at = now() - interval '25 hours'");
    const [first, second] = [linkHealthOf(), linkHealthOf()];
    await due();
    const before = await runs();
    const ran = await Promise.all([first.runIfDue(), second.runIfDue(), first.runIfDue()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runs()).toBe(before + 1);
    // Not due again until the interval has passed since that check ended.
    expect(await Promise.all([first.runIfDue(), second.runIfDue()])).toEqual([false, false]);

    // A server claims the due check and dies with it: the others leave it until its lease lapses.
    await due();
    expect(await claimCheck(t.app.db, { leaseId: 'a-server-that-died', leaseSeconds: 1, holder: SCHEDULE, dueAfterHours: 24 })).toBe(true);
    expect(await second.runIfDue()).toBe(false);
    expect((await report()).running).toMatchObject({ startedBy: SCHEDULE });
    await sleep(1200);
    expect(await second.runIfDue()).toBe(true);
    expect(await runs()).toBe(before + 2);
    expect((await report()).run!.startedBy).toBe('schedule');
  });
});
