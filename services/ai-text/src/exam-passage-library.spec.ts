import { hindiExamPassages } from '@typing/practice-content/hindi';
import {
  EXAM_PROFILES,
  examPassageText,
  keyDepressionsOf,
  passageKeyDepressions,
  SSC_CHSL,
} from '@typing/typing-core/exams';
import { hindiKeyCounter } from '@typing/typing-core/exams/hindi';
import { ExamPassageLibrary } from './exam-passage-library';

describe('ExamPassageLibrary', () => {
  const passages = [
    { id: 'short-1', text: 'A short passage.', attribution: 'short' },
    { id: 'long-1', text: 'word '.repeat(500).trim(), attribution: 'long' },
  ];

  it('prefers passages at least as long as the profile asks, cut at the first word boundary reaching its size', () => {
    const served = new ExamPassageLibrary(passages, () => 0).pick({ profile: 'ssc-chsl' });
    expect(served).toMatchObject({ id: 'long-1', attribution: 'long' });
    expect(served.text).toBe('word '.repeat(351).trim());
  });

  it('serves the whole of a shorter passage when none is long enough', () => {
    expect(new ExamPassageLibrary([passages[0]!], () => 0).pick({ profile: 'rrb-ntpc' }).text).toBe('A short passage.');
  });

  it("leaves out the member's recent passages, then falls back on shorter ones", () => {
    const three = [...passages, { id: 'long-2', text: 'other '.repeat(500).trim(), attribution: 'long two' }];
    const last = () => 0.999;
    expect(new ExamPassageLibrary(three, last).pick({ profile: 'ssc-chsl' }).id).toBe('long-2');
    expect(new ExamPassageLibrary(three, last).pick({ profile: 'ssc-chsl' }, ['long-2']).id).toBe('long-1');
    expect(new ExamPassageLibrary(three, last).pick({ profile: 'ssc-chsl' }, ['long-1', 'long-2']).id).toBe('short-1');
  });

  it('serves the passage seen longest ago when every one is recent', () => {
    const library = new ExamPassageLibrary(passages, () => 0);
    expect(library.pick({ profile: 'ssc-chsl' }, ['long-1', 'short-1', 'long-1']).id).toBe('short-1');
    expect(library.pick({ profile: 'ssc-chsl' }, ['short-1', 'long-1']).id).toBe('long-1');
  });

  it("serves a Hindi passage cut to the profile's Hindi size in the layout's key presses", () => {
    const library = new ExamPassageLibrary();
    const count = hindiKeyCounter('krutidev');
    const served = library.pick({ profile: 'ssc-chsl', language: 'hi', layout: 'krutidev' });
    const source = hindiExamPassages().find((passage) => passage.id === served.id)!;
    expect(served.text).toBe(examPassageText(source.text, SSC_CHSL, 'hi', count));
    expect(count(served.text)).toBeGreaterThanOrEqual(1500);
    expect(served.attribution).toBe(source.attribution);
  });

  it('refuses a profile it does not know', () => {
    expect(() => new ExamPassageLibrary(passages).pick({ profile: 'nope' })).toThrow('No exam profile nope');
  });

  it("serves every board from the shipped passages, at the profile's size", () => {
    const library = new ExamPassageLibrary();
    for (const profile of EXAM_PROFILES) {
      const size = passageKeyDepressions(profile, 'en');
      const { text, id, attribution } = library.pick({ profile: profile.id });
      expect(keyDepressionsOf(text)).toBeGreaterThanOrEqual(size);
      expect(keyDepressionsOf(text)).toBeLessThan(size + 25);
      expect(id).toMatch(/^sotu-/);
      expect(attribution.length).toBeGreaterThan(0);
    }
  });
});
