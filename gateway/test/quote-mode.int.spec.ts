/**
 * Quote mode end to end: HTTP → gateway → NATS → ai-text (a passage, guests too) and
 * results (a quote test saved as its own kind, with its own personal best, in the history and the
 * CSV). A result over a text that is not a served passage, or of another length, is refused with
 * 422; bad input is a 400; neither stores anything.
 */
import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { ErrorCode, type HistoryPage, type PassageView, type PerformanceSummary } from '@typing/contracts';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import { typedSteadily } from '@typing/typing-core/testing';
import { randomUUID } from 'node:crypto';
import { type AuthStack, bootAuthStack, Client, signedIn } from './auth-helpers';

const PREFIX = 'it_gw_quotes';

let stack: AuthStack;
let services: INestMicroservice[] = [];

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 6);
  services = [await createService(aiTextService, stack.env), await createService(resultsService, stack.env)];
  for (const service of services) await service.listen();
});

afterAll(async () => {
  for (const service of services.reverse()) await service.close();
  for (const name of ['ai-text', 'results'] as const) await stack.db.useDb(databaseName(PREFIX, name)).dropDatabase();
  await stack.close();
});

const BOUNDS = { short: [40, 99], medium: [100, 299], long: [300, 600] } as const;

async function passage(client: Client, length: keyof typeof BOUNDS): Promise<PassageView> {
  const answer = await client.get(`/api/text/passage?length=${length}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body as PassageView;
}

/** A quote test as the page saves it: `typed` of the passage typed steadily, then Enter. */
function quoteResult(text: string, typed: string, quoteLength: string) {
  const { durationSeconds: _untimed, ...result } = typedSteadily(text, typed, { stepMs: 110 });
  return { ...result, mode: 'quote', quoteLength, clientId: randomUUID() };
}

test('a guest gets a random passage of each length, with its source', async () => {
  const guest = new Client(stack.base);
  for (const length of ['short', 'medium', 'long'] as const) {
    const { text, attribution, length: served } = await passage(guest, length);
    expect(served).toBe(length);
    expect(text.length).toBeGreaterThanOrEqual(BOUNDS[length][0]);
    expect(text.length).toBeLessThanOrEqual(BOUNDS[length][1]);
    expect(attribution).toMatch(/^Herman Melville, Moby-Dick \(1851\), /);
  }
});

test('a bad length is a 400 with a message', async () => {
  const guest = new Client(stack.base);
  for (const query of ['', '?length=epic', '?length=SHORT', '?length=short&extra=1', '?length[$ne]=x']) {
    const answer = await guest.get(`/api/text/passage${query}`);
    expect(answer).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
  }
  expect((await guest.get('/api/text/passage?length=epic')).body).toMatchObject({
    message: 'The length must be one of short, medium, long.',
  });
});

test('a quote test is saved as its own kind, with its own best, in the history and the CSV', async () => {
  const { client } = await signedIn(stack, 'quotes');
  const { text } = await passage(client, 'medium');
  const typed = text.slice(0, 60);
  const saved = await client.post('/api/result/saveresult', quoteResult(text, typed, 'medium'));
  expect(saved).toMatchObject({ status: 200, body: { created: true, result: { kind: 'quote-medium' } } });

  const history = await client.get('/api/result/history');
  expect((history.body as HistoryPage).items.map((row) => row.kind)).toEqual(['quote-medium']);
  const summary = (await client.get('/api/result/performance')).body as PerformanceSummary;
  expect(summary.personalBests.map((best) => best.kind)).toEqual(['quote-medium']);
  const csv = await client.get('/api/result/export.csv');
  expect(csv.status).toBe(200);
  expect(
    String(csv.body)
      .split('\n')
      .filter((line) => line.includes(',quote-medium,')),
  ).toHaveLength(1);
});

test('a quote over an unserved text or of another length is refused; bad fields are a 400; nothing is stored', async () => {
  const { client } = await signedIn(stack, 'quote-forger');
  const { text } = await passage(client, 'short');
  const claimsLong = await client.post('/api/result/saveresult', quoteResult(text, text.slice(0, 20), 'long'));
  expect(claimsLong).toMatchObject({ status: 422, body: { code: ErrorCode.ResultRejected } });
  const ownText = 'The quick brown fox jumps over the lazy dog, twice.';
  const notServed = await client.post('/api/result/saveresult', quoteResult(ownText, ownText, 'short'));
  expect(notServed).toMatchObject({ status: 422, body: { code: ErrorCode.ResultRejected } });

  const { quoteLength: _missing, ...noLength } = quoteResult(text, text.slice(0, 20), 'short');
  const bad = [noLength, quoteResult(text, text.slice(0, 20), 'epic')];
  for (const body of bad) {
    expect(await client.post('/api/result/saveresult', body)).toMatchObject({
      status: 400,
      body: { code: ErrorCode.ValidationFailed },
    });
  }
  expect(((await client.get('/api/result/history')).body as HistoryPage).total).toBe(0);
});
