import {
  LessonProgressCommandSchema,
  LessonProgressQuerySchema,
  LessonTargetSchema,
  SaveLessonSchema,
} from './lesson-saves';
import { LessonProgressSchema } from './lessons';

const lesson = (language: string | undefined, keys: string[], layout?: string) => ({
  clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10',
  targetWpm: 35,
  ...(language === undefined ? {} : { language }),
  ...(layout === undefined ? {} : { layout }),
  keys: keys.map((key) => ({ key, samples: 10, totalMs: 2000, misses: 0 })),
});

const firstIssue = (result: { success: boolean; error?: { issues: readonly unknown[] } }) => result.error?.issues[0];

describe('lessons in a language', () => {
  it('takes only letters the lesson’s language teaches (English when none is named)', () => {
    expect(SaveLessonSchema.safeParse(lesson('es', ['e', 'ñ', 'á'])).success).toBe(true);
    expect(SaveLessonSchema.safeParse(lesson(undefined, ['e', 'n'])).success).toBe(true);
    const englishWithNye = SaveLessonSchema.safeParse(lesson(undefined, ['e', 'ñ']));
    expect(englishWithNye.success).toBe(false);
    expect(firstIssue(englishWithNye)).toMatchObject({
      path: ['keys'],
      message: "Every letter must be one the lesson's language teaches.",
    });
    expect(SaveLessonSchema.safeParse(lesson('en', ['é'])).success).toBe(false);
    expect(SaveLessonSchema.safeParse(lesson('en', ['KeyK'])).success).toBe(false);
  });

  it('refuses a language we do not offer, in the save, the target and the progress query', () => {
    expect(SaveLessonSchema.safeParse(lesson('fr', ['e'])).success).toBe(false);
    expect(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'fr' }).success).toBe(false);
    expect(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'es' }).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({ language: 'es' }).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({}).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({ language: 'xx' }).success).toBe(false);
  });
});

describe('Hindi lessons, by layout', () => {
  it('take key ids of the lesson’s layout, on any layer it types with', () => {
    expect(SaveLessonSchema.safeParse(lesson('hi', ['KeyK', 'Shift+KeyK', 'KeyD'], 'inscript')).success).toBe(true);
    expect(SaveLessonSchema.safeParse(lesson('hi', ['KeyJ', 'Shift+KeyA'], 'remington-gail')).success).toBe(true);
    expect(SaveLessonSchema.safeParse(lesson('hi', ['AltGr+Shift+KeyX'], 'inscript')).success).toBe(true);
  });

  it('refuse keys that are not key ids of that layout, naming the keys', () => {
    for (const keys of [
      ['e'],
      ['KeyK', 'Space'],
      ['AltGr+KeyX'],
      ['Shift+Shift+KeyK'],
      ['KeyZZ'],
      ['shift+KeyK'],
      ['F13'],
    ]) {
      const result = SaveLessonSchema.safeParse(lesson('hi', keys, 'inscript'));
      expect(result.success).toBe(false);
      expect(firstIssue(result)).toMatchObject({ path: expect.arrayContaining(['keys']) });
    }
    const message = firstIssue(SaveLessonSchema.safeParse(lesson('hi', ['Space'], 'krutidev')));
    expect(message).toMatchObject({
      path: ['keys'],
      message: "Every key of keys must be a key id of the lesson's layout (such as KeyK or Shift+KeyK).",
    });
  });

  it('need a layout we offer, and only Hindi has one, naming the layout', () => {
    expect(firstIssue(SaveLessonSchema.safeParse(lesson('hi', ['KeyK'])))).toMatchObject({
      path: ['layout'],
      message: 'layout is required for Hindi lessons.',
    });
    expect(firstIssue(SaveLessonSchema.safeParse(lesson('hi', ['KeyK'], 'dvorak')))).toMatchObject({
      path: ['layout'],
      message: 'layout must be one of inscript, remington-gail, remington-cbi, krutidev.',
    });
    expect(firstIssue(SaveLessonSchema.safeParse(lesson('en', ['e'], 'inscript')))).toMatchObject({
      path: ['layout'],
      message: 'layout is only for Hindi lessons.',
    });
    expect(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'hi', layout: 'krutidev' }).success).toBe(true);
    expect(firstIssue(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'hi' }))).toMatchObject({
      path: ['layout'],
    });
    expect(LessonProgressQuerySchema.safeParse({ language: 'hi', layout: 'remington-cbi' }).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({ language: 'hi' }).success).toBe(false);
    expect(LessonProgressQuerySchema.safeParse({ layout: 'inscript' }).success).toBe(false);
    const userId = '64b7f0c2a1b2c3d4e5f60718';
    expect(LessonProgressCommandSchema.safeParse({ userId, language: 'hi', layout: 'inscript' }).success).toBe(true);
    expect(LessonProgressCommandSchema.safeParse({ userId, language: 'hi' }).success).toBe(false);
  });

  it('keep a progress of key ids, as many as a layout teaches', () => {
    const keys = Array.from({ length: 90 }, (_, i) => ({
      key: `${i % 2 ? 'Shift+' : ''}Key${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`,
      meanMs: 200,
      errorShare: 0,
      timed: 10,
      presses: 10,
    }));
    const progress = { targetWpm: 35, keysInPlay: 90, keys, lessons: 3, history: [] };
    expect(LessonProgressSchema.safeParse(progress).success).toBe(true);
    expect(LessonProgressSchema.safeParse({ ...progress, keys: [{ ...keys[0], key: 'Key K' }] }).success).toBe(false);
  });
});
