/**
 * Exam results end to end: HTTP → gateway → NATS → results service → the database. A member's
 * exam is re-evaluated by the server from the passage and the key log, stored once per id, listed
 * in the history and the bests, and its sheet redrawn; a forged or malformed save stores nothing.
 */
import {
  ErrorCode,
  type ExamBests,
  type ExamPassageView,
  type ExamHistoryPage,
  type ExamResultDetail,
  type SaveExamResultRequest,
  type SaveExamResultResponse,
} from '@typing/contracts';
import { englishExamPassages } from '@typing/practice-content';
import { resultsService } from '@typing/results-service';
import { createService, databaseName } from '@typing/service-kit';
import { hindiLayouts, keySequenceFor, logCharOf } from '@typing/typing-core/hindi';
import {
  customProfile,
  evaluateExam,
  examPassageText,
  examProfile,
  type ExamProfile,
  SSC_CHSL,
} from '@typing/typing-core/exams';
import { hindiKeyCounter } from '@typing/typing-core/exams/hindi';
import { randomUUID } from 'node:crypto';
import { type AuthStack, bootAuthStack, Client, PASSWORD, signedIn } from './auth-helpers';
import { type MemberServices, startMemberServices } from './member-services';

const PREFIX = 'it_gw_exams';

let stack: AuthStack;
let services: MemberServices;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 10);
  services = await startMemberServices(stack, PREFIX);
});

afterAll(async () => {
  await services.stop();
  await stack.close();
});

const passage = englishExamPassages()[0]!;
const SCI_JCA = examProfile('sci-jca')!;

const customParameters = {
  name: 'Institute 5-minute test',
  durationMinutes: 5,
  passageWords: 60,
  requiredWpm: 30,
  maxMistakesPercent: 5,
  backspace: false,
  highlightCurrentWord: true,
};

/** A key log of `keys` as the exam screen records it (Backspace as \b): each key 180 ms after the one before. */
const keyLogOf = (keys: string | readonly string[]) =>
  [...keys].map((key, i) => `${key}${(i === 0 ? 0 : 180).toString(36)}.`).join('');

/**
 * An exam as the page saves it: the first `words` words of the served passage typed with a
 * misspelt third word (after `keysBefore`, which leave nothing), and the figures the page's own
 * evaluation showed, every key counted.
 */
function examSave(words: number, profile: ExamProfile = SCI_JCA, keysBefore = ''): SaveExamResultRequest {
  const served = examPassageText(passage.text, profile, 'en');
  const typedWords = served.split(/\s+/u).slice(0, words);
  typedWords[2] = `${typedWords[2]}x`;
  const typed = typedWords.join(' ');
  const elapsedMs = typed.length * 180 + 1000;
  const keyDepressions = [...keysBefore, ...typed].length;
  const sheet = evaluateExam(profile, served, typed, { elapsedMs, keyDepressions, language: 'en' });
  return {
    id: randomUUID(),
    profileId: profile.id,
    language: 'en',
    passageId: passage.id,
    passageWords: sheet.words.length,
    typed,
    keyLog: keyLogOf(keysBefore + typed),
    elapsedMs,
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };
}

const history = async (client: Client, query = '') =>
  (await client.get(`/api/exams/results${query}`)).body as ExamHistoryPage;

test('a saved exam is in the history, newest first, and in the bests; its sheet is redrawn', async () => {
  const { client } = await signedIn(stack, 'exam-history');
  const slower = examSave(40);
  const faster = examSave(60);
  const first = await client.post('/api/exams/results', slower);
  expect(first).toMatchObject({
    status: 200,
    body: { created: true, result: { id: slower.id, profileId: 'sci-jca' } },
  });
  const saved = (first.body as SaveExamResultResponse).result;
  expect(saved).toMatchObject({ netWpm: slower.claimed.netWpm, full: 1, half: 0, passageId: passage.id });
  expect((await client.post('/api/exams/results', faster)).status).toBe(200);

  const page = await history(client);
  expect(page.items.map((row) => row.id)).toEqual([faster.id, slower.id]);
  expect((await history(client, '?profile=ssc-chsl')).items).toEqual([]);
  const firstPage = await history(client, '?limit=1');
  expect(firstPage.items.map((row) => row.id)).toEqual([faster.id]);
  const secondPage = await history(client, `?limit=1&before=${encodeURIComponent(firstPage.next!)}`);
  expect(secondPage).toEqual({ items: [saved] });

  const { bests } = (await client.get('/api/exams/bests')).body as ExamBests;
  expect(bests.map((best) => [best.profileId, best.id])).toEqual([['sci-jca', faster.id]]);

  const detail = await client.get(`/api/exams/results/${slower.id}`);
  expect(detail.status).toBe(200);
  const { result, sheet, typed, attribution } = detail.body as ExamResultDetail;
  expect(result).toEqual(saved);
  expect(typed).toBe(slower.typed);
  expect(attribution).toBe(passage.attribution);
  expect(sheet.mistakes.map((mistake) => mistake.class)).toEqual(['spelling']);
  expect(sheet.figures.netWpm.value).toBe(slower.claimed.netWpm);
});

test('a retried save stores nothing new and answers the stored exam', async () => {
  const { client } = await signedIn(stack, 'exam-retry');
  const exam = examSave(30);
  const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/exams/results', exam)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(answers.filter((answer) => (answer.body as SaveExamResultResponse).created)).toHaveLength(1);
  const rows = answers.map((answer) => (answer.body as SaveExamResultResponse).result);
  expect(new Set(rows.map((row) => JSON.stringify(row))).size).toBe(1);
  expect((await history(client)).items).toHaveLength(1);
});

test('a forged evaluation is a 422 naming the figure, and stores nothing', async () => {
  const { client } = await signedIn(stack, 'exam-forged');
  const exam = examSave(50);
  const forgeries: [Partial<SaveExamResultRequest>, RegExp][] = [
    [{ claimed: { ...exam.claimed, netWpm: exam.claimed.netWpm + 5 } }, /netWpm is [\d.]+, not [\d.]+/],
    [{ claimed: { ...exam.claimed, full: 0 } }, /full is 1, not 0/],
    [{ typed: `${exam.typed} more` }, /'typed' is not the text the key log types/],
    [{ passageWords: 12 }, /'passageWords' is 12/],
    [{ elapsedMs: 11 * 60_000 }, /longer than the exam's 10 minutes/],
    [{ elapsedMs: 2000 }, /The key log lasts \d+ ms, longer than 'elapsedMs'/],
  ];
  for (const [change, message] of forgeries) {
    const answer = await client.post('/api/exams/results', { ...exam, ...change });
    expect({ change, status: answer.status, body: answer.body }).toMatchObject({
      change,
      status: 422,
      body: { code: ErrorCode.ResultRejected, message: expect.stringMatching(message) },
    });
  }
  expect((await history(client)).items).toEqual([]);
  expect((await client.get(`/api/exams/results/${exam.id}`)).status).toBe(404);
});

test('bad input is a 400 naming the field, and stores nothing', async () => {
  const { client } = await signedIn(stack, 'exam-bad');
  const exam = examSave(20);
  const bad: [Record<string, unknown>, RegExp][] = [
    [{ ...exam, profileId: 'ssc-xyz' }, /'profileId' must be one of/],
    [{ ...exam, passageId: 'sotu-1800-nobody-0' }, /'passageId' is not an exam passage/],
    [{ ...exam, extra: 1 }, /extra/],
    [{ ...exam, $where: '1' }, /\$where/],
    [{ ...exam, claimed: { ...exam.claimed, $gt: 0 } }, /\$gt/],
    [{ ...exam, typed: 'a'.repeat(6001) }, /'typed' must be at most 6000 characters/],
    [{ ...exam, elapsedMs: '60000' }, /'elapsedMs' must be/],
    [{ ...exam, keyLog: 'not a log' }, /'keyLog' is not a key log/],
    [{ ...exam, profileId: 'custom' }, /'custom' is required for a custom profile/],
    [{ ...exam, custom: { ...customParameters, durationMinutes: 61 } }, /'custom.durationMinutes' must be at most 60/],
    [{ ...exam, id: undefined }, /'id' is required/],
  ];
  for (const [body, message] of bad) {
    const answer = await client.post('/api/exams/results', body);
    expect({ body: Object.keys(body), status: answer.status, answer: answer.body }).toMatchObject({
      status: 400,
      answer: { code: ErrorCode.ValidationFailed, message: expect.stringMatching(message) },
    });
  }
  const oversized = await client.post('/api/exams/results', { ...exam, keyLog: 'a1.'.repeat(40_000) });
  expect(oversized).toMatchObject({ status: 413, body: { code: ErrorCode.PayloadTooLarge } });
  for (const query of ['?profile=nope', '?limit=0', '?limit=51', '?before=yesterday', '?page=2']) {
    expect((await client.get(`/api/exams/results${query}`)).status).toBe(400);
  }
  expect((await history(client)).items).toEqual([]);
});

test("a custom profile's exam is judged by its own rules: a Backspace where it allows none erases nothing", async () => {
  const { client } = await signedIn(stack, 'exam-custom');
  const profile = customProfile({ ...customParameters, language: 'en' });
  const exam = { ...examSave(20, profile), profileId: 'custom', custom: customParameters };
  const saved = await client.post('/api/exams/results', exam);
  expect(saved).toMatchObject({
    status: 200,
    body: { result: { profileId: 'custom', profileName: `${customParameters.name} (5 min, 60 words, no Backspace)` } },
  });

  const corrected = { ...exam, id: randomUUID(), keyLog: `q0.\b64.${exam.keyLog.replace(/^(.)0\./u, '$1b4.')}` };
  const refused = await client.post('/api/exams/results', corrected);
  expect(refused).toMatchObject({ status: 422, body: { message: "'typed' is not the text the key log types." } });
  const refusedBackspace = { ...examSave(20, profile, '\b'), profileId: 'custom', custom: customParameters };
  const counted = await client.post('/api/exams/results', refusedBackspace);
  const keyDepressions = [...refusedBackspace.typed].length + 1;
  expect(counted).toMatchObject({ status: 200, body: { result: { keyDepressions } } });
  const ids = (await history(client, '?profile=custom')).items.map((row) => row.id);
  expect(ids).toEqual([refusedBackspace.id, exam.id]);
});

test('a restricted custom exam is replayed in restricted mode; each custom test keeps its own best', async () => {
  const { client } = await signedIn(stack, 'exam-custom-restricted');
  const restricted = { ...customParameters, backspace: true, restricted: true };
  const profile = customProfile({ ...restricted, language: 'en' });
  const served = examPassageText(passage.text, profile, 'en');
  const typed = served.slice(0, 40);
  // A wrong key is refused where it was pressed, so the answer is still the passage's opening.
  const keys = `${typed.slice(0, 10)}#${typed.slice(10)}`;
  const elapsedMs = keys.length * 180 + 1000;
  const sheet = evaluateExam(profile, served, typed, { elapsedMs, keyDepressions: keys.length, language: 'en' });
  const claimed = {
    netWpm: sheet.figures.netWpm.value,
    errorPercentage: sheet.figures.errorPercent.value,
    full: sheet.fullMistakes,
    half: sheet.halfMistakes,
  };
  const exam: SaveExamResultRequest = {
    id: randomUUID(),
    profileId: 'custom',
    custom: restricted,
    language: 'en',
    passageId: passage.id,
    passageWords: sheet.words.length,
    typed,
    keyLog: keyLogOf(keys),
    elapsedMs,
    claimed,
  };
  const label = `${customParameters.name} (5 min, 60 words, restricted)`;
  expect(await client.post('/api/exams/results', exam)).toMatchObject({
    status: 200,
    body: { result: { profileName: label, keyDepressions: keys.length } },
  });
  // Unrestricted, the same keys type the wrong key in: the answer is not what they type.
  const unrestricted = { ...exam, id: randomUUID(), custom: { ...restricted, restricted: false } };
  expect(await client.post('/api/exams/results', unrestricted)).toMatchObject({
    status: 422,
    body: { message: "'typed' is not the text the key log types." },
  });

  const other = { ...examSave(20, customProfile({ ...customParameters, language: 'en' })), profileId: 'custom' };
  expect((await client.post('/api/exams/results', { ...other, custom: customParameters })).status).toBe(200);
  const { bests } = (await client.get('/api/exams/bests')).body as ExamBests;
  expect(bests.map((best) => [best.profileName, best.id])).toEqual([
    [`${customParameters.name} (5 min, 60 words, no Backspace)`, other.id],
    [label, exam.id],
  ]);
});

test('a Hindi exam typed by physical key is replayed through its layout and saved; a wrong layout is refused', async () => {
  const { client } = await signedIn(stack, 'exam-hindi');
  const served = await client.get('/api/text/exam-passage?profile=ssc-chsl&language=hi&layout=inscript');
  expect(served.status).toBe(200);
  const { id: passageId, text } = served.body as ExamPassageView;
  const countKeys = hindiKeyCounter('inscript');
  expect(countKeys(text)).toBeGreaterThanOrEqual(1500);
  // The first 20 words with the third left out, each typed on InScript by its keys.
  const words = text.split(' ').slice(0, 20);
  const typedWords = words.filter((_, index) => index !== 2);
  const typed = typedWords.join(' ');
  const keys = typedWords.flatMap((word, index) => [
    ...(index > 0 ? [' '] : []),
    ...keySequenceFor(hindiLayouts.inscript, word)!.map((key) => logCharOf(key)!),
  ]);
  const elapsedMs = keys.length * 180 + 1000;
  const sheet = evaluateExam(SSC_CHSL, text, typed, {
    elapsedMs,
    keyDepressions: keys.length,
    language: 'hi',
    countKeys,
  });
  const exam: SaveExamResultRequest = {
    id: randomUUID(),
    profileId: 'ssc-chsl',
    language: 'hi',
    layout: 'inscript',
    passageId,
    passageWords: sheet.words.length,
    typed,
    keyLog: keyLogOf(keys),
    elapsedMs,
    claimed: {
      netWpm: sheet.figures.netWpm.value,
      errorPercentage: sheet.figures.errorPercent.value,
      full: sheet.fullMistakes,
      half: sheet.halfMistakes,
    },
  };
  const saved = await client.post('/api/exams/results', exam);
  expect(saved).toMatchObject({
    status: 200,
    body: {
      result: {
        language: 'hi',
        layout: 'inscript',
        profileName: `${SSC_CHSL.name}, Hindi (InScript)`,
        keyDepressions: keys.length,
      },
    },
  });
  // Untyped words at time-out count as omissions for SSC: one omitted word among them is one more.
  expect((saved.body as SaveExamResultResponse).result.full).toBe(sheet.words.length - typedWords.length);
  const detail = (await client.get(`/api/exams/results/${exam.id}`)).body as ExamResultDetail;
  expect(detail.sheet.mistakes.filter((mistake) => !mistake.atTimeOut)).toMatchObject([
    { class: 'omission', expected: words[2] },
  ]);

  // The same keys on KrutiDev type other letters: not the answer.
  const otherLayout = { ...exam, id: randomUUID(), layout: 'krutidev' as const };
  expect(await client.post('/api/exams/results', otherLayout)).toMatchObject({ status: 422 });
  const bad: [Record<string, unknown>, RegExp][] = [
    [{ ...exam, layout: undefined }, /'layout' is required for a Hindi exam/],
    [{ ...exam, language: 'en' }, /'layout' is for Hindi exams only/],
    [{ ...exam, profileId: 'sci-jca' }, /has no Hindi test/],
    [{ ...exam, layout: 'remington-cbi', profileId: 'rrb-ntpc' }, /'layout' must be one of inscript, krutidev/],
  ];
  for (const [body, message] of bad) {
    expect(await client.post('/api/exams/results', body)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(message) },
    });
  }
  const { bests } = (await client.get('/api/exams/bests')).body as ExamBests;
  expect(bests.map((best) => [best.profileName, best.id])).toEqual([[`${SSC_CHSL.name}, Hindi (InScript)`, exam.id]]);
});

test('an answer edited mid-text is saved when each key carries its caret; without the carets it is refused', async () => {
  const { client } = await signedIn(stack, 'exam-caret');
  const base = examSave(20);
  const { typed } = base;
  // All but the second character at the end, two arrows (keys that edit nothing), then the second character at caret 1.
  const keys = [...(typed[0]! + typed.slice(2))].map((key, i) => `${key}${i === 0 ? 0 : 5}.`).join('');
  const keyLog = `${keys}\x005.\x005.${typed[1]}5:1.`;
  const served = examPassageText(passage.text, SCI_JCA, 'en');
  const sheet = evaluateExam(SCI_JCA, served, typed, {
    elapsedMs: base.elapsedMs,
    keyDepressions: typed.length + 2,
    language: 'en',
  });
  const claimed = {
    netWpm: sheet.figures.netWpm.value,
    errorPercentage: sheet.figures.errorPercent.value,
    full: sheet.fullMistakes,
    half: sheet.halfMistakes,
  };
  const saved = await client.post('/api/exams/results', { ...base, keyLog, claimed });
  expect(saved).toMatchObject({ status: 200, body: { result: { keyDepressions: typed.length + 2 } } });

  const atTheEnd = { ...base, id: randomUUID(), keyLog: keyLog.replace(/:1\.$/u, '.'), claimed };
  expect(await client.post('/api/exams/results', atTheEnd)).toMatchObject({
    status: 422,
    body: { message: "'typed' is not the text the key log types." },
  });
  expect((await history(client)).items.map((row) => row.id)).toEqual([base.id]);
});

test("another member cannot read a member's exam, and a guest is refused", async () => {
  const { client: owner } = await signedIn(stack, 'exam-owner');
  const { client: other } = await signedIn(stack, 'exam-other');
  const exam = examSave(25);
  expect((await owner.post('/api/exams/results', exam)).status).toBe(200);
  expect(await other.get(`/api/exams/results/${exam.id}`)).toMatchObject({
    status: 404,
    body: { code: ErrorCode.NotFound },
  });
  expect((await history(other)).items).toEqual([]);
  // The same id saved by another member is theirs, not a retry of the owner's.
  expect(await other.post('/api/exams/results', exam)).toMatchObject({ status: 200, body: { created: true } });

  const guest = new Client(stack.base);
  for (const answer of [
    await guest.post('/api/exams/results', examSave(25)),
    await guest.get('/api/exams/results'),
    await guest.get('/api/exams/bests'),
    await guest.get(`/api/exams/results/${exam.id}`),
  ]) {
    expect(answer.status).toBe(401);
  }
});

test("an exam is in the member's data export, and goes with the account", async () => {
  const { client } = await signedIn(stack, 'exam-leaving');
  const exam = examSave(30);
  expect((await client.post('/api/exams/results', exam)).status).toBe(200);
  const exported = await client.get('/api/account/export');
  expect(exported.status).toBe(200);
  expect((exported.body as { examResults: unknown[] }).examResults).toEqual([
    expect.objectContaining({ id: exam.id, typed: exam.typed, netWpm: exam.claimed.netWpm }),
  ]);

  expect((await client.post('/api/account/delete', { password: PASSWORD })).status).toBe(200);
  const exams = stack.db.useDb(databaseName(PREFIX, 'results')).collection('exam_results');
  expect(await exams.countDocuments({ id: exam.id })).toBe(0);
});

test('the routes are in the OpenAPI document with their answers', async () => {
  const doc = (await (await fetch(`${stack.base}/api/docs-json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
  };
  const save = doc.paths['/api/exams/results']?.post;
  expect(save?.tags).toEqual(['exams']);
  expect(Object.keys(save?.responses ?? {}).sort()).toEqual(['200', '400', '401', '422', '429']);
  expect(doc.paths['/api/exams/results']?.get?.responses['200']).toBeDefined();
  expect(doc.paths['/api/exams/bests']?.get?.responses['200']).toBeDefined();
  expect(doc.paths['/api/exams/results/{id}']?.get?.responses['404']).toBeDefined();
});

test('while the results service is away a save is a 503 with Retry-After, and works again once it is back', async () => {
  const { client } = await signedIn(stack, 'exam-outage');
  const exam = examSave(20);
  await services.running[0]!.close();
  try {
    const answer = await client.post('/api/exams/results', exam);
    expect(answer).toMatchObject({ status: 503, body: { code: ErrorCode.ServiceUnavailable } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  } finally {
    services.running[0] = await createService(resultsService, stack.env);
    await services.running[0].listen();
  }
  expect(await client.post('/api/exams/results', exam)).toMatchObject({ status: 200, body: { created: true } });
});
