import { hindiExamPassages } from '@typing/practice-content/hindi';
import { HINDI_LAYOUT_IDS, hindiLayouts, keySequenceFor, logCharOf } from '../../hindi';
import { KEY_BACKSPACE, KEY_NO_EDIT } from '../../engine/keys';
import type { TimedKey } from '../../engine/typing-test';
import { evaluateExam } from '../evaluate';
import { examPassageText } from '../passage';
import { EXAM_LAYOUT_NAMES, RRB_NTPC, SSC_CHSL } from '../profiles';
import { HindiExamBox, hindiKeyCounter, hindiLoggedKey, replayHindiExamKeys } from './index';

/** The log characters of the keys InScript types `text` with. */
const inscriptKeys = (text: string) => keySequenceFor(hindiLayouts.inscript, text)!.map((key) => logCharOf(key)!);

describe('hindiKeyCounter', () => {
  it('counts the key presses of the layout, a conjunct on its own key as one, each space as one', () => {
    const count = hindiKeyCounter('inscript');
    // न म स ् त े: six keys for six code points.
    expect(count('नमस्ते')).toBe(6);
    // क्ष has its own key (Shift+7): three keys for the five code points of क्षमा.
    expect(count('क्षमा')).toBe(3);
    expect(count('नमस्ते क्षमा')).toBe(10);
  });
});

describe('Hindi exam passages', () => {
  it('reach every Hindi profile size on every layout, each word typeable there', () => {
    const passages = hindiExamPassages();
    expect(passages.length).toBeGreaterThanOrEqual(20);
    for (const layoutId of HINDI_LAYOUT_IDS) {
      const count = hindiKeyCounter(layoutId);
      for (const passage of passages) {
        expect({ layoutId, id: passage.id, keys: count(passage.text) >= 2000 }).toEqual({
          layoutId,
          id: passage.id,
          keys: true,
        });
        const untypeable = passage.text.split(' ').filter((word) => !keySequenceFor(hindiLayouts[layoutId], word));
        expect({ layoutId, id: passage.id, untypeable }).toEqual({ layoutId, id: passage.id, untypeable: [] });
      }
    }
  });

  it("are cut to the profile's Hindi size in the layout's key presses, at a word boundary", () => {
    const passage = hindiExamPassages()[0]!;
    for (const layoutId of ['inscript', 'krutidev'] as const) {
      const count = hindiKeyCounter(layoutId);
      const served = examPassageText(passage.text, SSC_CHSL, 'hi', count);
      expect(passage.text.startsWith(served)).toBe(true);
      expect(count(served)).toBeGreaterThanOrEqual(1500);
      expect(count(served.slice(0, served.lastIndexOf(' ')))).toBeLessThan(1500);
    }
    expect(
      hindiKeyCounter('inscript')(examPassageText(passage.text, RRB_NTPC, 'hi', hindiKeyCounter('inscript'))),
    ).toBeGreaterThanOrEqual(2000);
  });
});

describe('HindiExamBox', () => {
  const rules = { backspace: true, spaceBarStopsAtPassageWords: true, passageWords: 2 };

  it('types by physical key through the layout; Backspace undoes one key press', () => {
    const box = new HindiExamBox('inscript', rules);
    for (const key of inscriptKeys('कि')) box.press(key);
    expect(box.value).toBe('कि');
    expect(box.press(KEY_BACKSPACE)).toEqual({ kind: 'edit', value: 'क' });
    expect(box.press(KEY_NO_EDIT)).toEqual({ kind: 'none' });
  });

  it('refuses Backspace where the profile allows none, and a key the layout leaves empty', () => {
    const box = new HindiExamBox('inscript', { ...rules, backspace: false });
    box.press('k');
    expect(box.press(KEY_BACKSPACE)).toEqual({ kind: 'refused', reason: 'Backspace is not allowed in this test' });
    expect(box.press('\u00ff').kind).toBe('refused');
    expect(box.value).toBe('क');
  });

  it("stops the space bar once the passage's words are typed", () => {
    const box = new HindiExamBox('inscript', { ...rules, passageWords: 1 });
    for (const key of inscriptKeys('नमस्ते')) box.press(key);
    expect(box.press(' ').kind).toBe('edit');
    for (const key of inscriptKeys('क्षमा')) box.press(key);
    expect(box.press(' ')).toEqual({
      kind: 'refused',
      reason: "The space bar stops once the passage's words are typed",
    });
    expect(box.value).toBe('नमस्ते क्षमा');
    // The refused space is undone in the emulator too: the next key types after क्षमा.
    expect(box.press(KEY_BACKSPACE)).toEqual({ kind: 'edit', value: 'नमस्ते क्षम' });
  });

  it('names a keydown as the key log does: the physical key and its layer, Backspace, or nothing', () => {
    const down = (key: string, code: string, shiftKey = false, altKey = false) => ({ key, code, shiftKey, altKey });
    expect(hindiLoggedKey(down('क', 'KeyK'))).toBe('k');
    expect(hindiLoggedKey(down('K', 'KeyK', true))).toBe('K');
    expect(hindiLoggedKey(down('k', 'KeyK', false, true))).toBe('\ue06b');
    expect(hindiLoggedKey(down('Backspace', 'Backspace'))).toBe(KEY_BACKSPACE);
    expect(hindiLoggedKey(down('ArrowLeft', 'ArrowLeft'))).toBeNull();
  });

  it('replays a key log to the answer, every key counted', () => {
    const keys: TimedKey[] = [...inscriptKeys('नमस्ते'), 'k', KEY_BACKSPACE, ' ', ...inscriptKeys('क्षमा')].map(
      (key, i) => ({ key, atMs: i * 200 }),
    );
    expect(replayHindiExamKeys(keys, 'inscript', rules)).toEqual({
      typed: 'नमस्ते क्षमा',
      keyDepressions: 12,
      refused: 0,
      spanMs: 2200,
    });
  });
});

describe('evaluating a Hindi answer', () => {
  const passage = 'राम ने स्कूल में किताब पढ़ी। सीता घर गई।';
  const evaluate = (typed: string) =>
    evaluateExam(SSC_CHSL, passage, typed, {
      elapsedMs: 60_000,
      language: 'hi',
      countKeys: hindiKeyCounter('inscript'),
    });
  const marks = (typed: string) => evaluate(typed).mistakes.map((mistake) => [mistake.class, mistake.expected]);

  it('judges words on their Unicode: a wrong matra or a missing half form is a spelling mistake', () => {
    expect(marks('राम ने स्कूल में किताब पढ़ा। सीता घर गई।')).toEqual([['spelling', 'पढ़ी।']]);
    expect(marks('राम ने सकूल में किताब पढ़ी। सीता घर गई।')).toEqual([['spelling', 'स्कूल']]);
  });

  it('marks an omitted word, a missing danda as punctuation, and no capitalisation', () => {
    expect(marks('राम ने स्कूल में पढ़ी। सीता घर गई।')).toEqual([['omission', 'किताब']]);
    expect(marks('राम ने स्कूल में किताब पढ़ी सीता घर गई।')).toEqual([['punctuation', 'पढ़ी।']]);
  });

  it("counts the correct words' key depressions by the layout's keys", () => {
    const sheet = evaluate('क्षमा');
    expect(sheet.figures.correctKdph.value).toBe(0);
    const right = evaluate('राम');
    // राम is र ा म: three keys, and the space after it.
    expect(right.figures.correctKdph.value).toBe(4 * 60);
  });
});

describe('EXAM_LAYOUT_NAMES', () => {
  it("are the Hindi layouts' own names", () => {
    for (const id of HINDI_LAYOUT_IDS) expect(EXAM_LAYOUT_NAMES[id]).toBe(hindiLayouts[id].name);
  });
});
