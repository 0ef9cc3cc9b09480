import { describe, expect, it } from '@jest/globals';
import { afterLesson, newLessonProgress } from '@typing/typing-core';
import { memoryStorage } from '../../shared/storage/web-storage';
import { LESSON_STORAGE_KEY, loadGuestProgress, saveGuestProgress } from './lesson-storage';

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
