import { describe, expect, it } from '@jest/globals';
import type { GeneratedTextView } from '@typing/contracts/web';
import { memoryStorage } from '../../../shared/storage/web-storage';
import { PRACTICE_TEXT_STORAGE_KEY, readPracticeText, writePracticeText } from './practice-text-storage';

const TEXT: GeneratedTextView = {
  message: 'quick quiet quills',
  source: 'builtin',
  weakKeys: ['q'],
  remainingDailyLimit: 19,
};

describe('the AI Practice text kept for the tab', () => {
  it('reads back what was written, and nothing once cleared', () => {
    const { storage } = memoryStorage();
    expect(readPracticeText(storage)).toBeNull();
    writePracticeText(TEXT, storage);
    expect(readPracticeText(storage)).toEqual(TEXT);
    writePracticeText(null, storage);
    expect(readPracticeText(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"text"'],
    ['an empty text', JSON.stringify({ ...TEXT, message: '  ' })],
    ['an unknown source', JSON.stringify({ ...TEXT, source: 'someone' })],
    ['weak keys that are not strings', JSON.stringify({ ...TEXT, weakKeys: [1] })],
    ['no allowance figure', JSON.stringify({ ...TEXT, remainingDailyLimit: undefined })],
  ])('ignores a stored value that is %s', (_, value) => {
    const { storage } = memoryStorage({ [PRACTICE_TEXT_STORAGE_KEY]: value });
    expect(readPracticeText(storage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readPracticeText(broken)).toBeNull();
    expect(() => writePracticeText(TEXT, broken)).not.toThrow();
  });
});
