import { describe, expect, it } from '@jest/globals';
import { afterLesson, newLessonProgress } from '@typing/typing-core';
import { hindiLayouts, hindiLessonLanguage } from '@typing/typing-core/hindi';
import { memoryStorage } from '../../shared/storage/web-storage';
import { LESSON_STORAGE_KEY, lessonStorageKey, loadGuestProgress, saveGuestProgress } from './lesson-storage';

describe('a guest’s lesson progress in local storage', () => {
  it('comes back as it was saved', () => {
    const { storage } = memoryStorage();
    const progress = afterLesson(newLessonProgress(50), [{ key: 'e', samples: 10, totalMs: 2000, misses: 1 }]);
    saveGuestProgress(progress, storage);
    expect(loadGuestProgress(storage)).toEqual(progress);
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ keysInPlay: 'all' })],
    [
      'unknown letters',
      JSON.stringify({ ...newLessonProgress(), keys: [{ key: '$', meanMs: 1, errorShare: 0, timed: 1, presses: 1 }] }),
    ],
    ['too many letters in play', JSON.stringify({ ...newLessonProgress(), keysInPlay: 27 })],
  ])('starts afresh with %s', (_case, raw) => {
    const { storage } = memoryStorage(raw === undefined ? {} : { [LESSON_STORAGE_KEY]: raw });
    expect(loadGuestProgress(storage)).toEqual(newLessonProgress());
  });
});

describe('each language’s lesson progress', () => {
  it('is kept apart: English under its old key, Spanish under its own, each with only its letters', () => {
    const { storage, items } = memoryStorage();
    const english = { ...newLessonProgress(), lessons: 3 };
    const spanish = { ...newLessonProgress(), lessons: 5, keysInPlay: 33 };
    saveGuestProgress(english, storage);
    saveGuestProgress(spanish, storage, 'es');
    expect([...items.keys()].sort()).toEqual([LESSON_STORAGE_KEY, lessonStorageKey('es')]);
    expect(lessonStorageKey('es')).toBe('lesson-progress:es');
    expect(loadGuestProgress(storage)).toEqual(english);
    expect(loadGuestProgress(storage, 'es')).toEqual(spanish);
    // 33 letters are Spanish's, not English's; ñ is no English letter.
    items.set(LESSON_STORAGE_KEY, JSON.stringify(spanish));
    expect(loadGuestProgress(storage)).toEqual(newLessonProgress());
    const withNye = { ...english, keys: [{ key: 'ñ', meanMs: 200, errorShare: 0, timed: 10, presses: 10 }] };
    items.set(LESSON_STORAGE_KEY, JSON.stringify(withNye));
    expect(loadGuestProgress(storage)).toEqual(newLessonProgress());
    items.set(lessonStorageKey('es'), JSON.stringify(withNye));
    expect(loadGuestProgress(storage, 'es')).toEqual(withNye);
  });
});

describe('a Hindi layout’s lesson progress', () => {
  const FIXTURE_HINDI_WORDS = 'है के में की को से और का कि पर यह भी नहीं एक हैं था कर ने तो लिए हो'.split(' ');
  const inscript = hindiLessonLanguage(hindiLayouts.inscript, FIXTURE_HINDI_WORDS);
  const gail = hindiLessonLanguage(hindiLayouts['remington-gail'], FIXTURE_HINDI_WORDS);

  it('is kept per layout, of that layout’s key ids, starting with its home row', () => {
    const { storage, items } = memoryStorage();
    const track = { language: 'hi', layout: 'inscript' } as const;
    expect(lessonStorageKey(track)).toBe('lesson-progress:hi:inscript');
    expect(loadGuestProgress(storage, track, inscript)).toEqual(newLessonProgress(undefined, inscript));
    expect(newLessonProgress(undefined, inscript).keysInPlay).toBe(8);

    const progress = afterLesson(
      newLessonProgress(undefined, inscript),
      [{ key: 'Shift+KeyK', samples: 10, totalMs: 2000, misses: 0 }],
      inscript,
    );
    saveGuestProgress(progress, storage, track);
    expect([...items.keys()]).toEqual(['lesson-progress:hi:inscript']);
    expect(loadGuestProgress(storage, track, inscript)).toEqual(progress);
    // Another layout's progress is its own; a key it does not teach starts it afresh.
    expect(loadGuestProgress(storage, { language: 'hi', layout: 'remington-gail' }, gail)).toEqual(
      newLessonProgress(undefined, gail),
    );
    const foreign = { ...progress, keys: [{ key: 'AltGr+KeyZ', meanMs: 200, errorShare: 0, timed: 10, presses: 10 }] };
    items.set('lesson-progress:hi:inscript', JSON.stringify(foreign));
    expect(loadGuestProgress(storage, track, inscript)).toEqual(newLessonProgress(undefined, inscript));
  });
});
