/**
 * Exam passages end to end: HTTP → gateway → NATS → ai-text. Guests get a random English passage
 * cut at a word boundary to the board profile's size; a bad profile or an unknown field is a 400.
 */
import type { INestMicroservice } from '@nestjs/common';
import { aiTextService } from '@typing/ai-text-service';
import { ErrorCode, type ExamPassageView } from '@typing/contracts';
import { englishExamPassages } from '@typing/practice-content';
import { EXAM_PROFILES, examPassageText } from '@typing/typing-core/exams';
import { createService, databaseName } from '@typing/service-kit';
import { type AuthStack, bootAuthStack, Client } from './auth-helpers';

const PREFIX = 'it_gw_exam_passages';

let stack: AuthStack;
let service: INestMicroservice;

beforeAll(async () => {
  stack = await bootAuthStack(PREFIX, 6);
  service = await createService(aiTextService, stack.env);
  await service.listen();
});

afterAll(async () => {
  await service.close();
  await stack.db.useDb(databaseName(PREFIX, 'ai-text')).dropDatabase();
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
