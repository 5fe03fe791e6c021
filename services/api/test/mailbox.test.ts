import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ZMailboxResponse } from '@arara/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailMessages } from '../src/db/schema';
import { createMailer, type OutgoingEmail } from '../src/plugins/mailer';
import { closedPortUrl, startFakeSmtpServer } from './fake-smtp-server';
import { createTestApp, mailbox, post, register, type TestApp, useTestApp } from './helper';

const email = (to: string, subject: string): OutgoingEmail => ({
  to,
  language: 'en',
  subject,
  text: `${subject}\n`,
  html: `<p>${subject}</p>`,
});

describe('development mailbox', () => {
  const t = useTestApp();

  test('GET /dev/mailbox lists messages newest first, filtered by ?to=', async () => {
    const { mailer } = t.app;
    await mailer.send(email('one@example.com', 'First'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send(email('two@example.com', 'Second'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send(email('One@Example.com', 'Third'));

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    assert.equal(res.statusCode, 200);
    const all = ZMailboxResponse.parse(res.json()).messages;
    assert.deepEqual(
      all.map((message) => message.subject),
      ['Third', 'Second', 'First'],
    );
    assert.deepEqual(
      (await mailbox(t.app, 'ONE@example.com')).map(({ to, subject }) => ({ to, subject })),
      [
        { to: 'one@example.com', subject: 'Third' },
        { to: 'one@example.com', subject: 'First' },
      ],
    );
    assert.deepEqual(await mailbox(t.app, 'nobody@example.com'), []);
  });

  test('GET /dev/mailbox.html shows subject, recipient, date and a clickable body', async () => {
    await register(t.app, {
      name: 'Page Reader',
      email: 'page@example.com',
      password: 'pass-word-1',
    });
    const [message] = await mailbox(t.app, 'page@example.com');
    assert.ok(message);

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.html?to=page@example.com' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
    assert.match(res.body, /^<!doctype html>/);
    assert.ok(res.body.includes('<h2>Confirme seu endereço de e-mail</h2>'));
    assert.ok(res.body.includes('<dd>page@example.com</dd>'));
    assert.ok(res.body.includes(`datetime="${message.createdAt}"`));
    // The e-mail's HTML, escaped into the frame's srcdoc, with its link.
    const link = message.text.match(/http:\/\/app\.test\/\S+/)?.[0];
    assert.ok(link);
    assert.ok(res.body.includes('srcdoc="&lt;!doctype html&gt;'));
    assert.ok(res.body.includes(`&lt;a href=&quot;${link.replaceAll('&', '&amp;amp;')}&quot;`));
    assert.ok(!res.body.includes('one@example.com'), 'filtered by ?to=');
  });

  test('both mailbox routes are documented under the "dev" tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    assert.deepEqual(doc.paths['/dev/mailbox'].get.tags, ['dev']);
    assert.deepEqual(doc.paths['/dev/mailbox.html'].get.tags, ['dev']);
  });

  describe('mailer', () => {
    const captureLog = () => {
      const errors: unknown[][] = [];
      const warnings: unknown[][] = [];
      const log: FastifyBaseLogger = {
        ...t.app.log,
        error: (...args: unknown[]) => {
          errors.push(args);
        },
        warn: (...args: unknown[]) => {
          warnings.push(args);
        },
      };
      return { log, errors, warnings };
    };
    const stored = async (id: string) => {
      const [row] = await t.app.db.select().from(emailMessages).where(eq(emailMessages.id, id));
      assert.ok(row);
      return row;
    };

    test('with SMTP_URL, hands each message to the SMTP server and records it', async () => {
      const smtp = await startFakeSmtpServer();
      const { log, errors } = captureLog();
      const mailer = createMailer({
        messages: t.app.repositories.emailMessages,
        options: { from: 'Arara <no-reply@arara.dev>', smtpUrl: smtp.url },
        log,
      });
      try {
        const message = await mailer.send(email('smtp@example.com', 'Over SMTP'));
        await mailer.idle();
        assert.deepEqual(errors, []);
        const row = await stored(message.id);
        assert.equal(row.transport, 'smtp');
        // Delivered: the stored copy keeps no live link or code.
        assert.deepEqual({ text: row.text, html: row.html }, { text: '', html: '' });
        assert.equal(row.subject, 'Over SMTP');
        assert.equal(smtp.messages.length, 1);
        const [received] = smtp.messages;
        assert.equal(received?.from, '<no-reply@arara.dev>');
        assert.deepEqual(received?.to, ['<smtp@example.com>']);
        assert.match(received?.data ?? '', /^Subject: Over SMTP$/m);
        assert.match(received?.data ?? '', /^From: Arara <no-reply@arara.dev>$/m);
      } finally {
        await mailer.close();
        await smtp.close();
      }
    });

    test('an SMTP failure is retried; still failing, the message stays in the outbox, logged', async () => {
      const { log, errors, warnings } = captureLog();
      const mailer = createMailer({
        messages: t.app.repositories.emailMessages,
        options: {
          from: 'Arara <no-reply@arara.dev>',
          smtpUrl: await closedPortUrl(),
          retryDelaysMs: [1, 1],
        },
        log,
      });
      try {
        const message = await mailer.send(email('down@example.com', 'SMTP is down'));
        await mailer.idle();
        assert.equal((await stored(message.id)).transport, 'outbox');
        assert.equal(warnings.length, 2, 'two retries');
        assert.equal(errors.length, 1);
        assert.match(String(errors[0]?.[1]), /SMTP delivery failed/);
      } finally {
        await mailer.close();
      }
    });

    test('SMTP down at the first attempt: the retry delivers it and drops the stored body', async () => {
      const url = await closedPortUrl();
      const { log, errors, warnings } = captureLog();
      const mailer = createMailer({
        messages: t.app.repositories.emailMessages,
        options: { from: 'Arara <no-reply@arara.dev>', smtpUrl: url, retryDelaysMs: [500] },
        log,
      });
      let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>> | undefined;
      try {
        const message = await mailer.send(email('later@example.com', 'Back soon'));
        // The first attempt is refused; the server comes up before the retry.
        while (warnings.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        smtp = await startFakeSmtpServer(Number(new URL(url).port));
        await mailer.idle();
        assert.equal(warnings.length, 1);
        assert.deepEqual(errors, []);
        assert.equal(smtp.messages.length, 1);
        const row = await stored(message.id);
        assert.deepEqual(
          { transport: row.transport, text: row.text, html: row.html },
          { transport: 'smtp', text: '', html: '' },
        );
      } finally {
        await mailer.close();
        await smtp?.close();
      }
    });

    test('close() stops waiting for a retry: the message stays in the outbox', async () => {
      const { log } = captureLog();
      const mailer = createMailer({
        messages: t.app.repositories.emailMessages,
        options: {
          from: 'Arara <no-reply@arara.dev>',
          smtpUrl: await closedPortUrl(),
          retryDelaysMs: [60_000],
        },
        log,
      });
      const message = await mailer.send(email('shutdown@example.com', 'Shutting down'));
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await mailer.close();
      assert.ok(Date.now() - started < 5_000, 'close did not wait for the minute-long retry');
      assert.equal((await stored(message.id)).transport, 'outbox');
    });

    test('stored e-mails older than the retention are purged when the next one is stored', async () => {
      const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
      const [expired] = await t.app.db
        .insert(emailMessages)
        .values({ ...email('old@example.com', 'Old link'), createdAt: old })
        .returning();
      const [recent] = await t.app.db
        .insert(emailMessages)
        .values({
          ...email('old@example.com', 'Recent link'),
          createdAt: new Date(Date.now() - 23 * 60 * 60 * 1000),
        })
        .returning();
      assert.ok(expired && recent);
      await t.app.mailer.send(email('new@example.com', 'New link'));
      const left = await t.app.db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.to, 'old@example.com'));
      assert.deepEqual(
        left.map((row) => row.id),
        [recent.id],
      );
    });
  });
});

describe('development without DEV_MAILBOX', () => {
  const t = useTestApp({ nodeEnv: 'development', devMailbox: false, seed: false });

  test('the mailbox is opt-in: a reset link for any address cannot be read without it', async () => {
    await register(t.app, { name: 'Victim', email: 'victim@example.com', password: 'pass-word-1' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.html', '/dev/mailbox?to=victim@example.com']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
    }
  });
});

describe('production', () => {
  let t: TestApp;
  let smtpUrl: string;
  before(async () => {
    smtpUrl = await closedPortUrl();
    t = await createTestApp({
      nodeEnv: 'production',
      seed: false,
      // One attempt: the retries are tested above, with the mailer alone.
      mail: { from: 'Arara <no-reply@arara.dev>', smtpUrl, retryDelaysMs: [] },
    });
  });
  after(async () => {
    await t.close();
  });

  test('the mailbox routes do not exist', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    assert.equal(doc.paths['/dev/mailbox'], undefined);
  });

  test('registering works while SMTP is unreachable; the e-mail stays stored', async () => {
    const res = await post(t.app, '/auth/register', {
      name: 'Offline Smtp',
      email: 'offline@example.com',
      password: 'pass-word-1',
      acceptTerms: true,
    });
    assert.equal(res.statusCode, 201);
    await t.app.mailer.idle();
    const rows = await t.app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.to, 'offline@example.com'));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.transport, 'outbox');
    assert.match(rows[0]?.text ?? '', /\/verify-email\?email=offline%40example\.com&token=/);
  });
});
