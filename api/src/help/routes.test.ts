import { HELP_MESSAGES, MESSAGES } from '@portal/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { insertSubscription } from '../billing/repository.js';
import { startFakeSmtpServer, type FakeSmtpServer } from '@portal/testkit/fake-smtp';
import { openTestApp, signUp, violationsOf, withTestApp, type SignedInUser, type TestApp } from '../test/app.js';
import { loggingApp } from '../test/logging-app.js';
import { testDatabases } from '../test/databases.js';

const HELP_TO = 'support@portal.example.test';
const FROM = 'Host Portal <no-reply@portal.example.test>';

/** POST /help-email as `user` with a short question. */
const sendHi = (app: FastifyInstance, user: SignedInUser) =>
  app.inject({ method: 'POST', url: '/help-email', headers: user.auth, payload: { subject: 'Hi', content: 'Hi' } });

describe.each(testDatabases())('POST /help-email on $name', (database) => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ user: 'portal', password: 's3cret-smtp-pass' });
    t = await openTestApp(database, { env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, HELP_EMAIL_TO: HELP_TO } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/help-email', headers: auth, payload: payload as object });

  it('mails the question to HELP_EMAIL_TO with the name, email and plan, answers to the host', async () => {
    const host = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const now = new Date().toISOString();
    await insertSubscription(t.db, {
      userId: host.id,
      planIdentifier: 'premium',
      platform: 'stripe',
      status: 'active',
      startedAt: now,
      providerStatus: 'trialing',
    });
    const response = await send(host.auth, {
      subject: 'Calendar not syncing',
      content: 'My Airbnb calendar stopped syncing yesterday.\nCan you help?',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const mail = smtp.mails.at(-1)!;
    expect(mail).toMatchObject({
      user: 'portal',
      envelope: { from: 'no-reply@portal.example.test', to: [HELP_TO] },
      from: 'no-reply@portal.example.test',
      to: [HELP_TO],
      replyTo: [host.email],
      subject: 'Help request: Calendar not syncing',
    });
    expect(mail.text).toContain(`From: Grace Hopper <${host.email}>`);
    expect(mail.text).toContain(`Account: /users/${host.id}`);
    expect(mail.text).toContain('Plan: Premium (stripe, trialing)');
    expect(mail.text).toContain('My Airbnb calendar stopped syncing yesterday.\nCan you help?');
  });

  it('says when the host has no plan, and keeps line breaks in the subject out of the headers', async () => {
    const host = await signUp(t.app);
    const response = await send(host.auth, {
      subject: 'Hello\r\nBcc: victim@example.com',
      content: 'Question',
    });
    expect(response.statusCode).toBe(200);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelope.to).toEqual([HELP_TO]);
    expect(mail.subject).toBe('Help request: Hello Bcc: victim@example.com');
    expect(mail.text).toContain('Plan: No active plan');
  });

  it('requires a subject and a content, within bounds: 422 with the messages, nothing sent', async () => {
    const host = await signUp(t.app);
    const before = smtp.mails.length;
    expect(violationsOf(await send(host.auth, {}))).toEqual([
      { propertyPath: 'subject', message: MESSAGES.required },
      { propertyPath: 'content', message: MESSAGES.required },
    ]);
    expect(violationsOf(await send(host.auth, { subject: '   ', content: null }))).toHaveLength(2);
    expect(violationsOf(await send(host.auth, { subject: 'x'.repeat(201), content: 'y'.repeat(5001) }))).toEqual([
      { propertyPath: 'subject', message: HELP_MESSAGES.subjectTooLong },
      { propertyPath: 'content', message: HELP_MESSAGES.contentTooLong },
    ]);
    expect((await send(host.auth, { subject: 'x'.repeat(200), content: 'y'.repeat(5000) })).statusCode).toBe(200);
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('needs a signed-in user', async () => {
    expect((await send({}, { subject: 'Hi', content: 'Hi' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/help-contact' })).statusCode).toBe(401);
  });

  it('GET /help-contact names the help address and says mail can be sent', async () => {
    const host = await signUp(t.app);
    const response = await t.app.inject({ url: '/help-contact', headers: host.auth });
    expect(response.json()).toEqual({ email: HELP_TO, mailConfigured: true });
  });

  it('answers 502 with the failure message when the SMTP server refuses, with no password in the answer or log', async () => {
    const lines: string[] = [];
    const logged = loggingApp(t, lines);
    const wrongPassword = loggingApp(t, lines, {
      ...t.config,
      mail: { ...t.config.mail, smtpUrl: smtp.url.replace('s3cret', 'wrong') },
    });
    try {
      const host = await signUp(logged);
      smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
      const refused = await sendHi(logged, host);
      smtp.refuse(null);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        success: false,
        statusCode: 502,
        error: 'Bad Gateway',
        message: MESSAGES.helpEmailFailed,
      });
      const denied = await sendHi(wrongPassword, host);
      expect(denied.statusCode).toBe(502);
      const log = lines.join('\n');
      expect(log).toContain('550 Mailbox unavailable');
      expect(log).toMatch(/EAUTH 535/);
      for (const secret of ['s3cret-smtp-pass', 'wrong-smtp-pass', smtp.url]) {
        expect([log, refused.body, denied.body].join('\n')).not.toContain(secret);
      }
    } finally {
      smtp.refuse(null);
      await logged.close();
      await wrongPassword.close();
    }
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const unreachable = buildApp({
      db: t.db,
      config: { ...t.config, mail: { ...t.config.mail, smtpUrl: 'smtp://127.0.0.1:9' } },
    });
    try {
      const host = await signUp(unreachable);
      const response = await sendHi(unreachable, host);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.helpEmailFailed });
    } finally {
      await unreachable.close();
    }
  });
});

describe.each(testDatabases())('POST /help-email without mail on $name', (database) => {
  const t = withTestApp(database);

  it('answers 503: mail is not configured on this server', async () => {
    const host = await signUp(t.app);
    const response = await sendHi(t.app, host);
    expect(response.statusCode).toBe(503);
    expect((await t.app.inject({ url: '/help-contact', headers: host.auth })).json()).toEqual({
      email: null,
      mailConfigured: false,
    });
    expect(response.json()).toEqual({
      success: false,
      statusCode: 503,
      error: 'Service Unavailable',
      message: HELP_MESSAGES.mailNotConfigured,
    });
  });
});
