import { EXAM_PROFILES, keyDepressionsOf, passageKeyDepressions } from '@typing/typing-core/exams';
import { ExamPassageLibrary } from './exam-passage-library';

describe('ExamPassageLibrary', () => {
  const passages = [
    { id: 'short-1', text: 'A short passage.', attribution: 'short' },
    { id: 'long-1', text: 'word '.repeat(500).trim(), attribution: 'long' },
  ];

  it('prefers passages at least as long as the profile asks, cut at the first word boundary reaching its size', () => {
    const served = new ExamPassageLibrary(passages, () => 0).pick('ssc-chsl');
    expect(served).toMatchObject({ id: 'long-1', attribution: 'long' });
    expect(served.text).toBe('word '.repeat(351).trim());
  });

  it('serves the whole of a shorter passage when none is long enough', () => {
    expect(new ExamPassageLibrary([passages[0]!], () => 0).pick('rrb-ntpc').text).toBe('A short passage.');
  });

  it('refuses a profile it does not know', () => {
    expect(() => new ExamPassageLibrary(passages).pick('nope')).toThrow('No exam profile nope');
  });

  it("serves every board from the shipped passages, at the profile's size", () => {
    const library = new ExamPassageLibrary();
    for (const profile of EXAM_PROFILES) {
      const size = passageKeyDepressions(profile, 'en');
      const { text, id, attribution } = library.pick(profile.id);
      expect(keyDepressionsOf(text)).toBeGreaterThanOrEqual(size);
      expect(keyDepressionsOf(text)).toBeLessThan(size + 25);
      expect(id).toMatch(/^sotu-/);
      expect(attribution.length).toBeGreaterThan(0);
    }
  });
});
