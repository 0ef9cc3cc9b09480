/**
 * A second language end to end: HTTP → gateway → NATS → results and auth. A word test
 * typed in Spanish (ñ and accented vowels, mistakes included) is saved with its language, listed in
 * the history, and its letters move the member's key figures; the language a member chose follows
 * them. A language we do not offer is a 400 that stores nothing.
 */
import type { INestMicroservice } from '@nestjs/common';
import { ErrorCode, type HistoryPage, type PerformanceSummary, type Preferences } from '@typing/contracts';
import { spanishFrequencyList } from '@typing/practice-content';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import { buildTestText, seededRandom } from '@typing/typing-core';
import { typedSteadily } from '@typing/typing-core/testing';
import { randomUUID } from 'node:crypto';
import { figuresOf } from '../../services/results/src/statistics/key-figures';
import type { UserStats } from '../../services/results/src/statistics/user-stats.schema';
import { type AuthStack, bootAuthStack, signedIn } from './auth-helpers';

const PREFIX = 'it_gw_language';

let stack: AuthStack;
let results: INestMicroservice;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 7);
  results = await createService(resultsService, stack.env);
  await results.listen();
});

afterAll(async () => {
  await results.close();
  await stack.db.useDb(databaseName(PREFIX, 'results')).dropDatabase();
  await stack.close();
});

/** A 25-word Spanish test as the page builds it, with ñ and an accented vowel in it. */
function spanishText(): string {
  for (let seed = 1; ; seed++) {
    const text = buildTestText(
      { mode: 'words', wordCount: 25, punctuation: false, numbers: false },
      seededRandom(seed),
      {
        language: 'es',
        frequencyList: spanishFrequencyList(),
      },
    );
    if (/ñ/.test(text) && /[áéíóú]/.test(text)) return text;
  }
}

/**
 * The whole text typed steadily, every ñ and accented vowel first mistyped as its plain letter
 * and corrected ('<' is Backspace), then Enter: a word test as the browser saves it.
 */
function spanishWordTest(text: string) {
  const script = [...text].map((ch) => (/[ñáéíóú]/.test(ch) ? `${ch.normalize('NFD')[0]}<${ch}` : ch)).join('');
  const { durationSeconds: _untimed, ...result } = typedSteadily(text, script, { stepMs: 180 });
  return { ...result, mode: 'words', wordCount: 25, language: 'es', clientId: randomUUID() };
}

test('a Spanish word test is saved with its language, listed, and its own letters count in the key figures', async () => {
  const { client } = await signedIn(stack, 'espanol');
  const text = spanishText();
  const body = spanishWordTest(text);
  expect(body.wrongKeyPresses).toContain('ñ');

  const saved = await client.post('/api/result/saveresult', body);
  expect(saved).toMatchObject({ status: 200, body: { created: true, result: { kind: 'words-25', language: 'es' } } });

  const history = (await client.get('/api/result/history')).body as HistoryPage;
  expect(history.items).toHaveLength(1);
  expect(history.items[0]).toMatchObject({ kind: 'words-25', language: 'es', accuracy: body.accuracy });

  const summary = (await client.get('/api/result/performance')).body as PerformanceSummary;
  expect(summary.totalTests).toBe(1);
  // The recent key figures (key confidence, weakest keys, AI practice) follow ñ and the accents too.
  const stored = await stack.db.useDb(databaseName(PREFIX, 'results')).collection<UserStats>('user_stats').findOne({});
  const { recentKeys } = figuresOf(stored);
  const nye = recentKeys.find((ema) => ema.key === 'ñ');
  expect(nye?.presses).toBeGreaterThanOrEqual(text.split('ñ').length - 1);
  expect(nye?.errorShare).toBeGreaterThan(0);
  expect(recentKeys.map((ema) => ema.key)).toEqual(expect.arrayContaining(['ñ', 'e', ' ']));
});

test('an English result still reads as English; a language we do not offer is a 400 and stores nothing', async () => {
  const { client } = await signedIn(stack, 'no-klingon');
  const { language: _es, ...english } = spanishWordTest(spanishText());
  const saved = await client.post('/api/result/saveresult', english);
  expect(saved).toMatchObject({ status: 200, body: { result: { language: 'en' } } });

  for (const language of ['fr', 'ES', 'spanish', '', 7, null]) {
    const answer = await client.post('/api/result/saveresult', { ...spanishWordTest(spanishText()), language });
    expect(answer).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
    expect(JSON.stringify(answer.body)).toContain('language');
  }
  // A custom text is the typist's own: it has no language of ours.
  const { wordCount: _words, ...custom } = spanishWordTest(spanishText());
  const customAnswer = await client.post('/api/result/saveresult', { ...custom, mode: 'custom' });
  expect(customAnswer).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
  expect(JSON.stringify(customAnswer.body)).toContain("'language' belongs to time and word tests only.");
  expect(((await client.get('/api/result/history')).body as HistoryPage).total).toBe(1);
});

test('the chosen language follows the member; a bad one is a 400 that keeps the saved choice', async () => {
  const { client } = await signedIn(stack, 'prefs-es');
  const preferences: Preferences = {
    theme: 'light',
    keyboardLayout: 'qwerty',
    test: { mode: 'words', durationSeconds: 60, wordCount: 25, punctuation: false, numbers: false },
    language: 'es',
  };
  expect(await client.send('PUT', '/api/account/preferences', preferences)).toMatchObject({
    status: 200,
    body: { preferences },
  });
  const bad = await client.send('PUT', '/api/account/preferences', { ...preferences, language: 'klingon' });
  expect(bad).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
  expect(await client.get('/api/account/preferences')).toMatchObject({ status: 200, body: { preferences } });
});
