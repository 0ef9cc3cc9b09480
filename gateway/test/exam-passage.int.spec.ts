/**
 * Exam passages end to end: HTTP → gateway → NATS → ai-text (→ results for a member). Guests get a
 * random English passage cut at a word boundary to the board profile's size; a signed-in member
 * is not served the passages of their latest exams; a bad profile or an unknown field is a 400.
 */
import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { ErrorCode, type ExamPassageView, RECENT_EXAM_PASSAGES, type SaveExamResultRequest } from '@typing/contracts';
import { englishExamPassages, type ExamPassage } from '@typing/practice-content';
import { hindiExamPassages } from '@typing/practice-content/hindi';
import { resultsService } from '@typing/results-service';
import { EXAM_PROFILES, evaluateExam, examPassageText, examProfile, keyDepressionsOf } from '@typing/typing-core/exams';
import { hindiKeyCounter } from '@typing/typing-core/exams/hindi';
import { createService, databaseName } from '@typing/service-kit';
import { randomUUID } from 'node:crypto';
import { type AuthStack, bootAuthStack, Client, signedIn } from './auth-helpers';

const PREFIX = 'it_gw_exam_passages';

let stack: AuthStack;
let services: INestMicroservice[];

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 6);
  services = [await createService(aiTextService, stack.env), await createService(resultsService, stack.env)];
  for (const service of services) await service.listen();
});

afterAll(async () => {
  for (const service of services) await service.close();
  for (const { name } of [aiTextService, resultsService])
    await stack.db.useDb(databaseName(PREFIX, name)).dropDatabase();
  await stack.close();
});

test("a guest gets each board's passage: a shipped passage's opening words to the profile's size", async () => {
  const guest = new Client(stack.base);
  const shipped = new Map(englishExamPassages().map((passage) => [passage.id, passage]));
  for (const profile of EXAM_PROFILES) {
    const answer = await guest.get(`/api/text/exam-passage?profile=${profile.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { id, text, attribution } = answer.body as ExamPassageView;
    const source = shipped.get(id)!;
    expect(attribution).toBe(source.attribution);
    expect(text).toBe(examPassageText(source.text, profile, 'en'));
    expect(text.length).toBeLessThan(source.text.length);
  }
});

test("a guest gets a Hindi passage cut to the profile's Hindi size in the layout's key presses", async () => {
  const guest = new Client(stack.base);
  const shipped = new Map(hindiExamPassages().map((passage) => [passage.id, passage]));
  const answer = await guest.get('/api/text/exam-passage?profile=rrb-ntpc&language=hi&layout=krutidev');
  expect(answer.status).toBe(200);
  const { id, text, attribution } = answer.body as ExamPassageView;
  const source = shipped.get(id)!;
  expect(attribution).toBe(source.attribution);
  expect(text).toBe(examPassageText(source.text, RRB_NTPC, 'hi', hindiKeyCounter('krutidev')));
  for (const [query, message] of [
    ['?profile=ssc-chsl&language=hi', "'layout' must be one of inscript"],
    ['?profile=ssc-chsl&layout=inscript', "'layout' is for Hindi exams only."],
    ['?profile=sci-jca&language=hi&layout=inscript', 'sci-jca has no Hindi test.'],
    ['?profile=rrb-ntpc&language=hi&layout=remington-gail', "'layout' must be one of inscript, krutidev"],
    ['?profile=ssc-chsl&language=ta', "'language' must be en or hi."],
  ]) {
    expect(await guest.get(`/api/text/exam-passage${query}`)).toMatchObject({
      status: 400,
      body: { code: ErrorCode.ValidationFailed, message: expect.stringContaining(message) },
    });
  }
});

test('a missing or unknown profile, or an extra field, is a 400 naming the field', async () => {
  const guest = new Client(stack.base);
  for (const query of ['', '?profile=ibps', '?profile=SSC-CHSL', '?profile=custom', '?profile=ssc-chsl&extra=1']) {
    const answer = await guest.get(`/api/text/exam-passage${query}`);
    expect(answer).toMatchObject({ status: 400, body: { code: ErrorCode.ValidationFailed } });
  }
  expect((await guest.get('/api/text/exam-passage?profile=ibps')).body).toMatchObject({
    message: 'The profile must be one of ssc-chsl, ssc-cgl-dest, rrb-ntpc, sci-jca.',
  });
});

const SCI_JCA = examProfile('sci-jca')!;
const RRB_NTPC = examProfile('rrb-ntpc')!;

/** A Supreme Court exam on `passage` as the page saves it: its first word typed, a key a second. */
function examOn(passage: ExamPassage): SaveExamResultRequest {
  const served = examPassageText(passage.text, SCI_JCA, 'en');
  const typed = served.split(' ')[0]!;
  const elapsedMs = typed.length * 1000;
  const sheet = evaluateExam(SCI_JCA, served, typed, { elapsedMs, keyDepressions: typed.length, language: 'en' });
  return {
    id: randomUUID(),
    profileId: SCI_JCA.id,
    language: 'en',
    passageId: passage.id,
    typed,
    keyLog: [...typed].map((key, i) => `${key}${i === 0 ? 0 : 'rs'}.`).join(''),
    elapsedMs,
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };
}

const passageFor = async (client: Client, profile: string) => {
  const answer = await client.get(`/api/text/exam-passage?profile=${profile}`);
  expect(answer.status).toBe(200);
  return (answer.body as ExamPassageView).id;
};

test('a member is not served the passages of their latest exams; a guest may get any', async () => {
  const shipped = englishExamPassages();
  // Only one shipped passage reaches RRB NTPC's size, so everyone is served it until they sit it.
  const [longest, ...others] = shipped.filter((passage) => keyDepressionsOf(passage.text) >= 2500);
  expect(others).toEqual([]);
  const { client } = await signedIn(stack, 'exam-passage-recent');
  const guest = new Client(stack.base);
  expect(await passageFor(client, RRB_NTPC.id)).toBe(longest!.id);

  const save = async (passage: ExamPassage) =>
    expect((await client.post('/api/exams/results', examOn(passage))).status).toBe(200);
  await save(longest!);
  const afterIt = await passageFor(client, RRB_NTPC.id);
  expect(afterIt).not.toBe(longest!.id);
  expect(await passageFor(guest, RRB_NTPC.id)).toBe(longest!.id);

  // Then as many exams on other passages as are remembered: the longest is no longer among the latest.
  const recent = shipped.filter((passage) => passage.id !== longest!.id).slice(0, RECENT_EXAM_PASSAGES);
  for (const passage of recent) await save(passage);
  expect(await passageFor(client, RRB_NTPC.id)).toBe(longest!.id);
  const avoided = new Set(recent.map((passage) => passage.id));
  for (let i = 0; i < 30; i += 1) expect(avoided.has(await passageFor(client, 'ssc-chsl'))).toBe(false);
});
