import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'expect';
import { smtpTransport } from '../transport';
import { startSmtpPeer, tokenFrom, type SmtpPeer } from '../../test-kit/smtp-peer';
import { canShareDatabase, createTestApp, type TestApp } from '../../test-kit/test-app';

const subscribe = (t: TestApp, email: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, language: 'de' }, remoteAddress: ip });

const outbox = (t: TestApp, email: string) =>
  t.app.db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id', [email]);

const countOutbox = async (t: TestApp, condition: string) =>
  (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE ${condition}`))[0]!.n;

/** Mails per recipient, for counting duplicates. */
const perRecipient = (smtp: SmtpPeer) => {
  const counts = new Map<string, number>();
  for (const mail of smtp.mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

describe('mail delivery with two servers on one database', { skip: canShareDatabase ? false : 'needs DATABASE_URL: two processes cannot share the embedded database' }, () => {
  let smtp: SmtpPeer;
  let first: TestApp;
  let second: TestApp;
  before(async () => {
    smtp = await startSmtpPeer();
    // A lease shorter than a slow mail server takes per message: only renewing it keeps the other server away.
    const options = { mailTransport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`), mailLeaseSeconds: 1 };
    first = await createTestApp({}, options);
    second = await createTestApp({}, options, first);
  });
  after(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it('sends each of 100 sign-ups exactly once through a slow and then a dead mail server', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `reader${i}@example.net`);
    await Promise.all(emails.map((email, i) => subscribe(i % 2 ? first : second, email)));

    smtp.delayMs = 1500;
    const slowPasses = Promise.all([first.app.outbox.nudge(), second.app.outbox.nudge()]);
    await sleep(6000);
    smtp.down = true;
    smtp.delayMs = 0;
    await slowPasses;
    expect(await countOutbox(first, "status = 'pending'")).toBeGreaterThan(0);

    smtp.down = false;
    for (let round = 0; round < 20; round += 1) {
      // Time passes: the retry delays are over.
      await first.app.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'");
      await Promise.all([first.app.outbox.nudge(), second.app.outbox.nudge()]);
      if ((await countOutbox(first, "status <> 'sent'")) === 0) break;
      await sleep(300);
    }

    const counts = perRecipient(smtp);
    expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect(smtp.mails).toHaveLength(100);
  });

  it('holds the sign-up limit across both servers', async () => {
    const limited = async (overrides: object) => {
      const a = await createTestApp({ subscribeLimit: 5, ...overrides });
      const b = await createTestApp({ subscribeLimit: 5, ...overrides }, {}, a);
      return { a, b, close: async () => (await b.close(), await a.close()) };
    };
    const { a, b, close } = await limited({});
    try {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push((await subscribe(i % 2 ? a : b, `limit${i}@example.net`, '192.0.2.44')).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await subscribe(a, 'limit9@example.net', '192.0.2.44')).statusCode).toBe(429);
      expect((await subscribe(b, 'limit9@example.net', '192.0.2.45')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('mail delivery over a long outage', () => {
  let smtp: SmtpPeer;
  let t: TestApp;
  before(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ mailRetryHours: 72 }, { mailTransport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`) });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a mail for the whole retry period, then gives up; a new sign-up of the pending address mails again at once', async () => {
    smtp.down = true;
    await subscribe(t, 'outage@example.net');
    await t.app.outbox.nudge();
    // Twelve failed attempts over two and a half hours: still retried.
    await t.app.db.query("UPDATE mail_outbox SET attempts = 12, created_at = now() - interval '150 minutes', next_attempt_at = now() WHERE recipient = 'outage@example.net'");
    await t.app.outbox.nudge();
    expect((await outbox(t, 'outage@example.net')).map((row) => row.status)).toEqual(['pending']);

    // While that mail still waits, signing up again adds no second one.
    await t.app.db.query("UPDATE newsletter_subscribers SET last_mail_at = now() - interval '2 hours' WHERE email = 'outage@example.net'");
    await subscribe(t, 'outage@example.net');
    expect(await outbox(t, 'outage@example.net')).toHaveLength(1);

    // Past the retry period: given up.
    await t.app.db.query("UPDATE mail_outbox SET created_at = now() - interval '73 hours', next_attempt_at = now() WHERE recipient = 'outage@example.net'");
    await t.app.outbox.nudge();
    expect((await outbox(t, 'outage@example.net')).map((row) => row.status)).toEqual(['failed']);

    // Signed up again within the hour: the hour rule does not hold back a mail that was given up.
    smtp.down = false;
    await t.app.db.query("UPDATE newsletter_subscribers SET last_mail_at = now() - interval '10 minutes' WHERE email = 'outage@example.net'");
    await subscribe(t, 'outage@example.net');
    await t.app.outbox.nudge();
    expect((await outbox(t, 'outage@example.net')).map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(smtp.mails.filter((mail) => mail.to.includes('outage@example.net'))).toHaveLength(1);
  });

  it('keeps the unsubscribe link of an earlier mail working after a new confirmation mail', async () => {
    await subscribe(t, 'twice.mailed@example.net');
    await t.app.outbox.nudge();
    await t.app.db.query("UPDATE newsletter_subscribers SET last_mail_at = now() - interval '2 hours' WHERE email = 'twice.mailed@example.net'");
    await subscribe(t, 'twice.mailed@example.net');
    await t.app.outbox.nudge();
    const mails = smtp.mails.filter((mail) => mail.to.includes('twice.mailed@example.net'));
    expect(mails).toHaveLength(2);
    const [firstToken, secondToken] = mails.map((mail) => tokenFrom(mail.raw, 'unsubscribe'));
    expect(firstToken).not.toEqual(secondToken);
    const response = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${firstToken}` });
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    const again = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${secondToken}` });
    expect(again.json()).toEqual({ status: 'unsubscribed' });
  });

  it('holds the sign-up limit on one server too', async () => {
    const limited = await createTestApp({ subscribeLimit: 5 });
    try {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push((await subscribe(limited, `one${i}@example.net`, '192.0.2.50')).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
