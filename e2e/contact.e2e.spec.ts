/**
 * Browser journey over the whole stack (Vite → gateway → NATS → contact → database → queue →
 * mailer → SMTP catcher), in Debian's Chromium.
 */
import { databaseName } from '@typing/service-kit';
import { type NodeAppName, pollUntil, sampleValue, scrapeMetrics, type TestStack } from '@typing/infra';
import mongoose, { type Connection } from 'mongoose';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './axe';
import { browserJourney } from './journey';
import { waitForMail } from './mail-catcher';

// Kills NATS and the contact service: a stack of its own.
const journey = browserJourney({ own: true });
let stack: TestStack<true>;
let page: Page;
let db: Connection;

const storedMessages = () => db.collection('contact_messages').countDocuments();

type Message = { name: string; email: string; subject: string; message: string };

async function fill(page: Page, who: Message) {
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Subject', { exact: true }).fill(who.subject);
  await page.getByLabel('Message', { exact: true }).fill(who.message);
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

async function fillAndSend(page: Page, who: Message) {
  await fill(page, who);
  await send(page);
}

beforeAll(async () => {
  db = await mongoose
    .createConnection(journey.stack.env.MONGO_URL, {
      dbName: databaseName(journey.stack.env.MONGO_DB_PREFIX ?? 'typing', 'contact'),
    })
    .asPromise();
});

afterAll(() => db?.close());

let visitor = 0;
beforeEach(async () => {
  ({ stack, page } = journey);
  // Each test is a different visitor (the gateway rate-limits contact messages per client IP,
  // read from X-Forwarded-For behind a trusted proxy, here Vite's).
  visitor += 1;
  await journey.context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${visitor}` });
});

test('a visitor sends a message: banner online, "Message Sent!", both emails in the inbox', async () => {
  await page.goto(`${stack.webUrl}/contact`);
  await page.getByText('Server is online. You can submit the form.').waitFor();
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();

  const visitor = { name: 'Lena Park', email: 'lena@e2e.test', subject: 'Dvorak', message: 'Will you add Dvorak?' };
  await fillAndSend(page, visitor);

  await page.getByText('Message Sent!').waitFor();
  await page.getByText('Thank you for your message. We will get back to you soon.').waitFor();
  expect(await db.collection('contact_messages').findOne({ email: visitor.email })).toMatchObject(visitor);

  const team = await waitForMail(stack.env.MAIL_UI_URL, stack.env.CONTACT_TEAM_EMAIL, /\[Contact\] Dvorak/);
  expect(team.text).toContain('Will you add Dvorak?');
  const ack = await waitForMail(stack.env.MAIL_UI_URL, visitor.email, /We received your message/);
  expect(ack.text).not.toContain('Dvorak');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('');
});

/**
 * An app's count of NATS reconnections (`connection`: its client, its service's server side, or
 * the gateway's session-cache subscription).
 */
const reconnects = async (app: NodeAppName, connection: 'client' | 'server' | 'session-cache') =>
  sampleValue(await scrapeMetrics(stack.metricsPorts[app]), 'nats_reconnects_total', { connection });

// What goes down, how to bring it back, and what the apps' metrics must show afterwards.
const outages: [string, () => unknown, () => unknown, () => Promise<void>][] = [
  ['the contact service', () => stack.apps.stopApp('contact'), () => stack.apps.startApp('contact'), async () => {}],
  [
    'NATS',
    () => stack.servers.stopServer('nats'),
    () => stack.servers.startServer('nats'),
    async () => {
      // Each connection counts its reconnect from its status stream, which may lag the message.
      const counted = (app: NodeAppName, connection: 'client' | 'server' | 'session-cache') =>
        pollUntil(
          async () => {
            if (!((await reconnects(app, connection)) > 0)) throw new Error('not counted yet');
          },
          { what: `the ${app} ${connection} connection's reconnect`, timeoutMs: 10_000 },
        );
      await Promise.all([
        counted('gateway', 'client'),
        counted('contact', 'server'),
        counted('gateway', 'session-cache'),
      ]);
    },
  ],
];

test.each(outages)(
  'with %s stopped the page shows the error in time, stores nothing, then recovers',
  async (_, stop, start, afterwards) => {
    await page.goto(`${stack.webUrl}/contact`);
    await page.getByText('Server is online. You can submit the form.').waitFor();
    const before = await storedMessages();

    await fill(page, { name: 'Omar', email: 'omar@e2e.test', subject: 'Down?', message: 'Is anyone there?' });
    await stop();
    try {
      const started = Date.now();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/contact/submit')),
        send(page),
      ]);
      // Without hanging: the gateway answers before its own deadline would even expire.
      expect(Date.now() - started).toBeLessThan(Number(stack.env.RPC_TIMEOUT_MS));
      expect(answer.status()).toBe(503);
      await page.getByText('There was an error with your submission').waitFor();
      await page.getByText('The service is unavailable. Please try again later.').waitFor();
      expect(await storedMessages()).toBe(before);
    } finally {
      await start();
    }

    await stack.waitForHealthy();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor({ timeout: 15_000 });
    expect(await storedMessages()).toBe(before + 1);
    await afterwards();
  },
);

test('client-side validation uses the spec messages and sends nothing', async () => {
  await page.goto(`${stack.webUrl}/contact`);
  await page.getByText('Server is online. You can submit the form.').waitFor();
  const before = await storedMessages();
  await fillAndSend(page, { name: 'Ann', email: 'not-an-email', subject: 'Hi', message: 'Hello' });
  await page.getByText('Please provide a valid email address.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Please fill in all fields.').waitFor();
  expect(await storedMessages()).toBe(before);
});

test.each(['light', 'dark'])('field errors pass axe (WCAG 2 AA contrast), %s theme', async (theme) => {
  await page.goto(`${stack.webUrl}/contact`);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
  await page.getByText('Server is online. You can submit the form.').waitFor();
  await fillAndSend(page, { name: 'Ann', email: 'not-an-email', subject: 'Hi', message: 'Hello' });
  await page.getByText('Please provide a valid email address.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
});
