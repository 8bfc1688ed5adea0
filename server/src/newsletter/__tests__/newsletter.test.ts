import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { smtpTransport } from '../transport';
import { decodeQuotedPrintable, startSmtpPeer, tokenFrom } from '../../test-kit/smtp-peer';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const subscribe = (t: TestApp, body: unknown, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: body as object, remoteAddress: ip });

const outboxCount = async (t: TestApp, email: string) =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)', [email]))[0]!.n;

describe('newsletter with a real SMTP peer', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  before(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({}, { mailTransport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`) });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a pending sign-up with its consent record and delivers the confirmation mail', async () => {
    const response = await subscribe(t, { email: '  Erika@Example.de ', language: 'de' });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.nudge();
    const [row] = await t.app.db.query<Record<string, unknown>>(
      "SELECT email, status, language, consent_text_version, ip_hash FROM newsletter_subscribers WHERE lower(email) = 'erika@example.de'",
    );
    expect(row).toMatchObject({ email: 'Erika@Example.de', status: 'pending', language: 'de', consent_text_version: expect.stringMatching(/consent/) });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const mail = smtp.mails.find((m) => m.to.some((to) => to.toLowerCase() === 'erika@example.de'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail!.raw).toMatch(/best=C3=A4tige|bestätige/);
  });

  it('confirms with the link from the mail, once', async () => {
    await subscribe(t, { email: 'confirm.me@example.com', language: 'en' });
    await t.app.outbox.nudge();
    const mail = smtp.mails.find((m) => m.to.includes('confirm.me@example.com'))!;
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toMatch(/https:\/\/casino\.test\/en\/newsletter\/confirm\?token=/);
    expect(text).toMatch(/List-Unsubscribe:\s*<https:\/\/casino\.test\/api\/newsletter\/unsubscribe\?token=/);
    const token = tokenFrom(mail.raw, 'confirm')!;
    const first = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(first.json()).toEqual({ status: 'confirmed' });
    const again = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(again.json()).toEqual({ status: 'already-confirmed' });
    const bogus = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'x'.repeat(43) } });
    expect(bogus.statusCode).toBe(404);
  });

  it('refuses an expired confirmation link', async () => {
    await subscribe(t, { email: 'late@example.com', language: 'de' });
    await t.app.outbox.nudge();
    const token = tokenFrom(smtp.mails.find((m) => m.to.includes('late@example.com'))!.raw, 'confirm')!;
    await t.app.db.query("UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'");
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ status: 'expired' });
  });

  it('unsubscribes with the link in the mail, also as a one-click form post', async () => {
    await subscribe(t, { email: 'leave@example.com', language: 'de' });
    await t.app.outbox.nudge();
    const token = tokenFrom(smtp.mails.find((m) => m.to.includes('leave@example.com'))!.raw, 'unsubscribe')!;
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    const [row] = await t.app.db.query<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = 'leave@example.com'");
    expect(row!.status).toBe('unsubscribed');
  });

  it('answers a known address exactly like a new one and mails it at most once an hour', async () => {
    // Answers follow the sign-up's language: each is compared with a new address's in its language.
    const fresh = await subscribe(t, { email: 'twice@example.com', language: 'de' });
    const repeat = await subscribe(t, { email: 'TWICE@example.com', language: 'de' });
    expect(repeat.statusCode).toBe(fresh.statusCode);
    expect(repeat.body).toBe(fresh.body);
    expect(await outboxCount(t, 'twice@example.com')).toBe(1);
    const freshInEnglish = await subscribe(t, { email: 'once@example.com', language: 'en' });
    const confirmed = await subscribe(t, { email: 'confirm.me@example.com', language: 'en' });
    expect(confirmed.body).toBe(freshInEnglish.body);
  });

  it('keeps exactly the unique addresses from 200 concurrent sign-ups with repeats', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `crowd${i % 50}@example.org`);
    const responses = await Promise.all(emails.map((email, i) => subscribe(t, { email: i % 2 ? email.toUpperCase() : email, language: 'de' })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.app.db.query<{ n: number; mails: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM mail_outbox WHERE recipient ILIKE 'crowd%@example.org') AS mails
       FROM newsletter_subscribers WHERE email ILIKE 'crowd%@example.org'`,
    );
    expect(row).toEqual({ n: 50, mails: 50 });
  });

  it('rejects invalid input with 400 and a readable message, storing nothing', async () => {
    const cases: unknown[] = [
      { email: '', language: 'de' },
      { email: '   ', language: 'de' },
      { email: 'no-at-sign', language: 'de' },
      { email: `${'a'.repeat(250)}@x.de`, language: 'de' },
      { email: 'ok@example.com', language: 'fr' },
      { email: 'ok@example.com' },
      { language: 'de' },
      { email: 42, language: 'de' },
    ];
    for (const body of cases) {
      const response = await subscribe(t, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await outboxCount(t, 'ok@example.com')).toBe(0);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, as JSON without internals', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.de", "language": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.de', language: 'de', padding: 'x'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large.' });
    expect(huge.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('newsletter while the mail server is down', () => {
  it('keeps the mail in the outbox and delivers it once the server is back', async () => {
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp({}, { mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`) });
    try {
      await subscribe(t, { email: 'patient@example.com', language: 'de' });
      await t.app.outbox.nudge();
      const [waiting] = await t.app.db.query<{ status: string; attempts: number; last_error: string }>(
        "SELECT status, attempts, last_error FROM mail_outbox WHERE recipient = 'patient@example.com'",
      );
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });

      const smtp = await startSmtpPeer(port);
      await t.app.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'patient@example.com'");
      await t.app.outbox.nudge();
      expect(smtp.mails.map((m) => m.to[0])).toEqual(['patient@example.com']);
      const [sent] = await t.app.db.query<{ status: string }>("SELECT status FROM mail_outbox WHERE recipient = 'patient@example.com'");
      expect(sent!.status).toBe('sent');
      await smtp.close();
    } finally {
      await t.close();
    }
  });
});

describe('newsletter rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ subscribeLimit: 3 });
  });
  after(() => t.close());

  it('answers 429 with Retry-After once an IP has signed up too often, in the language of the sign-up', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe(t, { email: `r${i}@example.com`, language: 'de' }, '10.0.0.7')).statusCode).toBe(200);
    const limited = await subscribe(t, { email: 'r9@example.com', language: 'de' }, '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    expect(limited.json().message).toBe(`Zu viele Anmeldungen aus deinem Netzwerk. Bitte versuche es in ${minutes} Minuten erneut.`);
    const inEnglish = await subscribe(t, { email: 'r9@example.com', language: 'en' }, '10.0.0.7');
    expect([inEnglish.statusCode, inEnglish.json().message]).toEqual([429, expect.stringMatching(/^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/)]);
    expect((await subscribe(t, { email: 'other@example.com', language: 'de' }, '10.0.0.8')).statusCode).toBe(200);
  });

  // Only an address a mail could reach is counted: a typo or a name under .invalid costs the visitor no sign-up.
  it('counts no address that is none or that no mail can reach, and refuses each in the sign-up language', async () => {
    const refused = ['no-at-sign', 'a@b', 'max@shop.invalid', 'erika@mail.test', 'root@localhost', 'me@printer.local', 'x@site.example', 'hidden@abc.onion'];
    for (const email of refused) {
      const answer = await subscribe(t, { email, language: 'de' }, '10.0.0.9');
      expect({ email, status: answer.statusCode, message: answer.json().message }).toEqual({ email, status: 400, message: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
    }
    for (let i = 0; i < 3; i++) expect((await subscribe(t, { email: `reachable${i}@example.com`, language: 'en' }, '10.0.0.9')).statusCode).toBe(200);
    expect((await subscribe(t, { email: 'reachable9@example.com', language: 'en' }, '10.0.0.9')).statusCode).toBe(429);
    expect((await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient LIKE '%.invalid' OR recipient LIKE '%.test'"))[0]!.n).toBe(0);
  });
});

describe('newsletter answers in the visitor\'s language', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers a sign-up in the language it names: German for de, English for en', async () => {
    const answers = async (language: string) => {
      const said = async (body: object) => {
        const answer = await subscribe(t, { ...body, language });
        return [answer.statusCode, answer.json().message];
      };
      return { invalid: await said({ email: 'no-at-sign' }), notText: await said({ email: 42 }), missing: await said({}), accepted: await said({ email: `${language}.reader@example.com` }) };
    };
    expect(await answers('de')).toEqual({
      invalid: [400, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      notText: [400, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      missing: [400, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      accepted: [200, 'Bitte bestätige deine Anmeldung über den Link in der E-Mail, die wir dir gerade geschickt haben.'],
    });
    expect(await answers('en')).toEqual({
      invalid: [400, 'Please enter a valid email address.'],
      notText: [400, 'Please enter a valid email address.'],
      missing: [400, 'Please enter a valid email address.'],
      accepted: [200, 'Please confirm your subscription with the link in the e-mail we have just sent you.'],
    });
    // No language the site has: said in the API's plain words, naming the field and what it needs.
    expect((await subscribe(t, { email: 'a@example.com', language: 'fr' })).json().message).toBe('Invalid request: language needs one of de, en');
  });

  it('answers a confirmation or unsubscribe link that is not valid in the language the site keeps for the visitor, else the browser\'s', async () => {
    const confirmLink = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers, payload: { token: 'x'.repeat(43) } }).then((answer) => [answer.statusCode, answer.json().message]);
    expect(await confirmLink({ cookie: 'language=en' })).toEqual([404, 'This confirmation link is not valid.']);
    expect(await confirmLink({ cookie: 'language=de', 'accept-language': 'en' })).toEqual([404, 'Dieser Bestätigungslink ist ungültig.']);
    expect(await confirmLink({ 'accept-language': 'fr-FR, en-GB;q=0.9, de;q=0.8' })).toEqual([404, 'This confirmation link is not valid.']);
    expect(await confirmLink({ 'accept-language': 'fr' })).toEqual([404, 'Dieser Bestätigungslink ist ungültig.']);
    const unsubscribeLink = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=unknown', headers: { 'accept-language': 'en-US' } });
    expect([unsubscribeLink.statusCode, unsubscribeLink.json().message]).toEqual([404, 'This unsubscribe link is not valid.']);
  });
});
