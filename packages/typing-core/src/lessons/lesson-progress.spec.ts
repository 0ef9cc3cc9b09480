import {
  afterLesson,
  DEFAULT_LESSON_TARGET_WPM,
  focusLetter,
  LESSON_HISTORY_LENGTH,
  lessonKeyStates,
  lessonRecordsOf,
  lessonSummary,
  lettersInPlay,
  newLessonProgress,
  withTargetWpm,
} from './lesson-progress';

/** A lesson's counters: each letter pressed `presses` times at `ms` a press, `misses` wrong. */
const lesson = (letters: readonly string[], ms: number, presses = 10, misses = 0) =>
  letters.map((key) => ({ key, samples: presses, totalMs: presses * ms, misses }));

describe('lesson progress', () => {
  it('starts with keybr’s six most frequent letters and the default target', () => {
    const progress = newLessonProgress();
    expect(lettersInPlay(progress)).toEqual(['e', 'n', 'i', 't', 'r', 'l']);
    expect(progress.targetWpm).toBe(DEFAULT_LESSON_TARGET_WPM);
  });

  it('adds the next letter (s) when every letter in play reaches the target with good accuracy', () => {
    const letters = lettersInPlay(newLessonProgress());
    const progress = afterLesson(newLessonProgress(), lesson(letters, 200));
    expect(lettersInPlay(progress)).toHaveLength(7);
    expect(lettersInPlay(progress)[6]).toBe('s');
    expect(progress.lessons).toBe(1);
  });

  it('adds nothing while one letter is slow, inaccurate or has too few presses', () => {
    const letters = lettersInPlay(newLessonProgress());
    const fast = lesson(letters.slice(1), 200);
    expect(afterLesson(newLessonProgress(), [...fast, ...lesson(['e'], 500)]).keysInPlay).toBe(6);
    expect(afterLesson(newLessonProgress(), [...fast, ...lesson(['e'], 200, 10, 2)]).keysInPlay).toBe(6);
    expect(afterLesson(newLessonProgress(), [...fast, ...lesson(['e'], 200, 5)]).keysInPlay).toBe(6);
  });

  it('focuses the least confident letter in play', () => {
    const letters = lettersInPlay(newLessonProgress());
    const progress = afterLesson(newLessonProgress(), [
      ...lesson(letters, 200).filter((r) => r.key !== 't'),
      ...lesson(['t'], 600),
    ]);
    const states = lessonKeyStates(progress);
    expect(focusLetter(states)).toBe('t');
    expect(states.find((s) => s.key === 't')).toMatchObject({ reached: false, presses: 10 });
    expect(states.find((s) => s.key === 'e')).toMatchObject({ reached: true, confidence: 1 });
  });

  it('judges against the typist’s target speed, kept within bounds', () => {
    const letters = lettersInPlay(newLessonProgress());
    const faster = withTargetWpm(newLessonProgress(), 80);
    expect(afterLesson(faster, lesson(letters, 200)).keysInPlay).toBe(6);
    expect(withTargetWpm(faster, 1000).targetWpm).toBe(150);
    expect(withTargetWpm(faster, 0).targetWpm).toBe(10);
  });
});

describe('the lesson history', () => {
  it('keeps each lesson’s letter speed and accuracy, the last 20, the newest last', () => {
    const letters = lettersInPlay(newLessonProgress());
    let progress = afterLesson(newLessonProgress(), [...lesson(letters.slice(1), 300), ...lesson(['e'], 300, 10, 10)]);
    // 300 ms a letter is 40 WPM; 60 correct presses and 10 wrong ones are 86 %.
    expect(progress.history).toEqual([{ wpm: 40, accuracy: 86 }]);
    for (let i = 0; i < 25; i += 1) progress = afterLesson(progress, lesson(letters, 200));
    expect(progress.history).toHaveLength(LESSON_HISTORY_LENGTH);
    expect(progress.history.at(-1)).toEqual({ wpm: 60, accuracy: 100 });
    expect(progress.lessons).toBe(26);
  });

  it('has nothing to say of a lesson without a timed letter', () => {
    expect(lessonSummary([{ key: 'e', samples: 0, totalMs: 0, misses: 3 }])).toBeNull();
    expect(afterLesson(newLessonProgress(), [{ key: 'e', samples: 0, totalMs: 0, misses: 3 }]).history).toEqual([]);
  });
});

describe('a lesson’s counters', () => {
  it('counts each letter’s timed correct presses and its misses, and leaves out spaces', () => {
    const press = (expected: string, typed: string, intervalMs: number | null) => ({
      expected,
      typed,
      atOffsetMs: 0,
      intervalMs,
    });
    const records = lessonRecordsOf([
      press('t', 't', null),
      press('e', 'r', 200),
      press('e', 'e', 300),
      press(' ', ' ', 150),
      press('n', 'n', 250),
    ]);
    expect(records).toEqual([
      { key: 'e', samples: 1, totalMs: 300, misses: 1 },
      { key: 'n', samples: 1, totalMs: 250, misses: 0 },
    ]);
  });
});
