import { LessonProgressQuerySchema, LessonTargetSchema, SaveLessonSchema } from './lessons';

const lesson = (language: string | undefined, keys: string[]) => ({
  clientId: '8c1c3f4e-3b7a-4d7e-9a55-0a3f2f6d9b10',
  targetWpm: 35,
  ...(language === undefined ? {} : { language }),
  keys: keys.map((key) => ({ key, samples: 10, totalMs: 2000, misses: 0 })),
});

describe('lessons in a language', () => {
  it('takes only letters the lesson’s language teaches (English when none is named)', () => {
    expect(SaveLessonSchema.safeParse(lesson('es', ['e', 'ñ', 'á'])).success).toBe(true);
    expect(SaveLessonSchema.safeParse(lesson(undefined, ['e', 'n'])).success).toBe(true);
    const englishWithNye = SaveLessonSchema.safeParse(lesson(undefined, ['e', 'ñ']));
    expect(englishWithNye.success).toBe(false);
    expect(englishWithNye.error?.issues[0]).toMatchObject({
      path: ['keys'],
      message: "Every letter must be one the lesson's language teaches.",
    });
    expect(SaveLessonSchema.safeParse(lesson('en', ['é'])).success).toBe(false);
  });

  it('refuses a language we do not offer, in the save, the target and the progress query', () => {
    expect(SaveLessonSchema.safeParse(lesson('hi', ['e'])).success).toBe(false);
    expect(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'fr' }).success).toBe(false);
    expect(LessonTargetSchema.safeParse({ targetWpm: 40, language: 'es' }).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({ language: 'es' }).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({}).success).toBe(true);
    expect(LessonProgressQuerySchema.safeParse({ language: 'xx' }).success).toBe(false);
  });
});
