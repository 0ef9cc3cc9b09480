/**
 * Hindi results end to end: HTTP → gateway → NATS → results service → the database. A Hindi word
 * test typed by physical key on an emulated layout is saved after the server replays its key log
 * through that layout, listed in the history with its layout and key depressions, and its keys move
 * the member's per-layout key figures (never the letters'). A save with an unknown layout or language,
 * a malformed one, or one whose figures its key log contradicts stores nothing; the data export lists
 * Hindi results and the account's deletion erases them. AI practice writes Hindi on a layout's weak keys.
 */
import {
  ErrorCode,
  type GeneratedTextView,
  type HistoryPage,
  type PerformanceSummary,
  type SaveResultRequest,
} from '@typing/contracts';
import { hindiSentences, hindiWords } from '@typing/practice-content/hindi';
import { databaseName } from '@typing/service-kit';
import { hindiTestText, typedHindi } from '../../services/results/src/results/hindi-result.fixture';
import { type AuthStack, bootAuthStack, type Client, PASSWORD, signedIn } from './auth-helpers';
import { subscribe } from './billing-kit';
import { type MemberServices, startMemberServices } from './member-services';

const PREFIX = 'it_gw_hindi';

let stack: AuthStack;
let services: MemberServices;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 7);
  services = await startMemberServices(stack, PREFIX);
});

afterAll(async () => {
  await services.stop();
  await stack.close();
});

const SAVE = '/api/result/saveresult';
const TEXT = hindiTestText(25, 7);

const history = async (client: Client) => (await client.get('/api/result/history')).body as HistoryPage;
const storedResults = () => stack.db.useDb(databaseName(PREFIX, 'results')).collection('results');

test('a Hindi test typed on InScript is saved with its layout and key depressions, listed, and moves its keys’ figures', async () => {
  const { client } = await signedIn(stack, 'hindi-inscript');
  const tests = [1, 2, 3].map((seed) => typedHindi(TEXT, 'inscript', { slipsBefore: [5, 40], seed }));
  const first = tests[0]!;
  expect(first.keyDepressions).toBe(first.correctPresses + 2 + 2);

  for (const body of tests) {
    const saved = await client.post(SAVE, body);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        created: true,
        result: { kind: 'words-25', language: 'hi', layout: 'inscript', keyDepressions: body.keyDepressions },
      },
    });
  }
  // A retry stores nothing new.
  expect(await client.post(SAVE, first)).toMatchObject({ status: 200, body: { created: false } });

  const listed = await history(client);
  expect(listed.total).toBe(3);
  expect(listed.items.map((row) => row.keyDepressions).sort()).toEqual(tests.map((t) => t.keyDepressions).sort());
  expect(listed.items[0]).toMatchObject({ language: 'hi', layout: 'inscript', typingOrder: 'logical' });
  const csv = ((await client.get('/api/result/export.csv')).body as string).trim().split('\n');
  expect(csv[0]).toContain(',language,layout,key_depressions,id');
  expect(csv.slice(1).map((line) => line.match(/,hi,inscript,(\d+),/)?.[1])).toEqual(
    tests.map((t) => String(t.keyDepressions)),
  );

  const summary = (await client.get('/api/result/performance')).body as PerformanceSummary;
  expect(summary.totalTests).toBe(3);
  // The physical keys of InScript, named by key id, apart from the letters a–z (which nothing typed).
  expect(summary.weakKeyStats).toEqual([]);
  expect(summary.keyConfidence).toEqual([]);
  expect(summary.substitutions).toEqual([]);
  expect(summary.hindiKeys).toHaveLength(1);
  const inscript = summary.hindiKeys![0]!;
  expect(inscript.layout).toBe('inscript');
  expect(inscript.keys.length).toBeGreaterThan(0);
  expect(inscript.keys.every((k) => /^(AltGr\+)?(Shift\+)?[A-Z][A-Za-z0-9]+$/.test(k.key))).toBe(true);
});

test('a typewriter layout typed in its typewriter order is replayed in that order', async () => {
  const { client } = await signedIn(stack, 'hindi-gail');
  const body = typedHindi(TEXT, 'remington-gail', { slipsBefore: [9] });
  expect(body.typingOrder).toBe('typewriter');
  expect(await client.post(SAVE, body)).toMatchObject({
    status: 200,
    body: { result: { layout: 'remington-gail', typingOrder: 'typewriter', keyDepressions: body.keyDepressions } },
  });
  const summary = (await client.get('/api/result/performance')).body as PerformanceSummary;
  expect(summary.hindiKeys?.map((l) => l.layout)).toEqual(['remington-gail']);
});

test('an unknown layout or language, a malformed Hindi save or forged figures store nothing', async () => {
  const { client } = await signedIn(stack, 'hindi-refused');
  const genuine = typedHindi(TEXT, 'inscript', { slipsBefore: [3] });

  const malformed: [Record<string, unknown>, string][] = [
    [{ ...genuine, layout: 'qwerty' }, 'layout'],
    [{ ...genuine, layout: 'InScript' }, 'layout'],
    [{ ...genuine, layout: 7 }, 'layout'],
    [{ ...genuine, language: 'hindi' }, 'language'],
    [{ ...genuine, language: 'es' }, 'layout'],
    [{ ...genuine, typingOrder: 'backwards' }, 'typingOrder'],
    [{ ...genuine, keyDepressions: String(genuine.keyDepressions) }, 'keyDepressions'],
    [{ ...genuine, keyDepressions: -1 }, 'keyDepressions'],
    [withoutField(genuine, 'keyDepressions'), 'keyDepressions'],
    [{ ...genuine, hindiLayout: 'inscript' }, 'hindiLayout'],
    [{ ...genuine, $where: 'inscript' }, '$where'],
    [{ ...genuine, weakKeyStats: [{ key: 'k', count: 1, $inc: 1 }] }, '$inc'],
  ];
  for (const [body, field] of malformed) {
    const answer = await client.post(SAVE, body);
    expect({ field, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({
      field,
      status: 400,
      code: ErrorCode.ValidationFailed,
    });
    expect(JSON.stringify(answer.body)).toContain(field);
  }

  const forged: Record<string, unknown>[] = [
    { ...genuine, keyDepressions: genuine.keyDepressions! - 2 },
    { ...genuine, wpm: genuine.wpm + 15 },
    { ...genuine, accuracy: 100, correctPresses: genuine.correctPresses + 1 },
    // The keys typed on InScript, claimed as KrutiDev: there they type other letters.
    { ...genuine, layout: 'krutidev', typingOrder: 'typewriter' },
    // Another text's keys.
    { ...genuine, keyLog: typedHindi(hindiTestText(25, 8), 'inscript').keyLog },
  ];
  for (const body of forged) {
    expect(await client.post(SAVE, body)).toMatchObject({ status: 422, body: { code: ErrorCode.ResultRejected } });
  }

  expect((await history(client)).total).toBe(0);
  expect(await storedResults().countDocuments({ userId: await userIdOf(client) })).toBe(0);
  expect(await client.post(SAVE, genuine)).toMatchObject({ status: 200, body: { created: true } });
});

test("Hindi results are in the member's data export and go with the account", async () => {
  const { client } = await signedIn(stack, 'hindi-leaving');
  const body = typedHindi(TEXT, 'krutidev');
  expect((await client.post(SAVE, body)).status).toBe(200);
  const exported = await client.get('/api/account/export');
  expect(exported.status).toBe(200);
  expect((exported.body as { results: unknown[] }).results).toEqual([
    expect.objectContaining({ language: 'hi', layout: 'krutidev', keyDepressions: body.keyDepressions }),
  ]);
  const userId = await userIdOf(client);
  expect(await storedResults().countDocuments({ userId })).toBe(1);

  expect((await client.post('/api/account/delete', { password: PASSWORD })).status).toBe(200);
  expect(await storedResults().countDocuments({ userId })).toBe(0);
});

test('AI practice in Hindi: whole sentences on the weak keys of the layout, a bad layout a 400 that costs nothing', async () => {
  const { client } = await signedIn(stack, 'hindi-ai');
  for (const [body, field] of [
    [{ misTypes: ['K'], language: 'hi', layout: 'qwerty' }, 'layout'],
    [{ misTypes: ['K'], layout: 'inscript' }, 'layout'],
    [{ misTypes: ['K'], language: 'hindi', layout: 'inscript' }, 'language'],
    [{ misTypes: 'K', language: 'hi', layout: 'inscript' }, 'misTypes'],
  ] as const) {
    const answer = await client.post('/api/text/gettext', body);
    expect({ field, status: answer.status }).toEqual({ field, status: 400 });
    expect(JSON.stringify(answer.body)).toContain(field);
  }
  await subscribe(client, 2);
  const before = (await client.get('/api/subscription/mysubscription')).body as { remainingDailyLimit: number };

  // 'K' is Shift+KeyK: ख on InScript.
  const answer = await client.post('/api/text/gettext', { misTypes: ['K', 'K'], language: 'hi', layout: 'inscript' });
  expect(answer.status).toBe(200);
  const text = answer.body as GeneratedTextView;
  expect(text).toMatchObject({
    source: 'builtin',
    weakKeys: ['K'],
    remainingDailyLimit: before.remainingDailyLimit - 1,
  });
  const words = text.message.split(' ');
  expect(words.length).toBeGreaterThanOrEqual(250);
  const corpusWords = new Set(hindiSentences().flatMap((s) => hindiWords(s.text)));
  expect(words.filter((word) => !corpusWords.has(word))).toEqual([]);
  const share = (letters: string[]) => letters.filter((c) => c === 'ख').length / letters.length;
  const corpusLetters = hindiSentences().flatMap((s) => [...hindiWords(s.text).join('')]);
  expect(share([...words.join('')])).toBeGreaterThan(2 * share(corpusLetters));
});

function withoutField(result: SaveResultRequest, field: keyof SaveResultRequest): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...result };
  delete copy[field];
  return copy;
}

async function userIdOf(client: Client): Promise<string> {
  return ((await client.get('/api/auth/me')).body as { _id: string })._id;
}
