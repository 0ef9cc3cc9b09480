import { hindiExamPassages } from '@typing/practice-content/hindi';
import { HINDI_LAYOUT_IDS, hindiLayouts, keySequenceFor, logCharOf } from '../../hindi';
import { KEY_BACKSPACE, KEY_NO_EDIT } from '../../engine/keys';
import type { TimedKey } from '../../engine/typing-test';
import { evaluateExam } from '../evaluate';
import { examPassageText } from '../passage';
import { customProfile, EXAM_LAYOUT_NAMES, RRB_NTPC, SSC_CHSL } from '../profiles';
import { HindiExamBox, hindiKeyCounter, hindiLoggedKey, replayHindiExamKeys } from './index';

const CUSTOM = {
  name: 'Custom test',
  durationMinutes: 5,
  requiredWpm: 30,
  maxMistakesPercent: 5,
  backspace: true,
  highlightCurrentWord: true,
};

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

describe('a custom Hindi passage', () => {
  it("cut on the page from a board's served passage is the cut the server makes from the whole one", () => {
    const sources = [
      ['inscript', RRB_NTPC, 400],
      ['krutidev', RRB_NTPC, 400],
      ['remington-gail', SSC_CHSL, 300],
    ] as const;
    for (const passage of hindiExamPassages().slice(0, 8)) {
      for (const [layoutId, board, words] of sources) {
        const count = hindiKeyCounter(layoutId);
        const custom = customProfile({ ...CUSTOM, passageWords: words, language: 'hi' });
        const served = examPassageText(passage.text, board, 'hi', count);
        const onPage = examPassageText(served, custom, 'hi', count);
        expect({
          layoutId,
          id: passage.id,
          same: onPage === examPassageText(passage.text, custom, 'hi', count),
        }).toEqual({
          layoutId,
          id: passage.id,
          same: true,
        });
      }
    }
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
    expect(hindiLoggedKey(down('k', 'KeyK'))).toBe('k');
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

describe('HindiExamBox in restricted mode', () => {
  const passage = 'किताब और क्षमा';
  const rules = { backspace: true, spaceBarStopsAtPassageWords: false, passageWords: 3, restricted: true, passage };
  const keysOf = (layoutId: 'inscript' | 'krutidev', text: string) =>
    keySequenceFor(hindiLayouts[layoutId], text)!.map((key) => logCharOf(key)!);

  it('refuses a key that takes the word off the passage, keeps the answer, and takes the right key next', () => {
    const box = new HindiExamBox('inscript', rules);
    for (const key of keysOf('inscript', 'कि')) expect(box.press(key).kind).toBe('edit');
    // InScript's J is र: कि is not followed by र in किताब.
    expect(box.press('j')).toEqual({ kind: 'refused', reason: 'Restricted mode: "र" is not the next character' });
    expect(box.value).toBe('कि');
    for (const key of keysOf('inscript', 'ताब')) expect(box.press(key).kind).toBe('edit');
    expect(box.value).toBe('किताब');
  });

  it('takes a typewriter word whose keys come in another order than its characters (ि before its consonant)', () => {
    const box = new HindiExamBox('krutidev', rules);
    const keys = keysOf('krutidev', 'किताब');
    for (const key of keys) expect(box.press(key).kind).toBe('edit');
    expect(box.value).toBe('किताब');
    expect(box.press(' ').kind).toBe('edit');
    expect(box.press(keys[1]!).kind).toBe('refused');
    expect(box.value).toBe('किताब ');
  });

  it('refuses a space past the last word and replays a log to the same answer and refusals', () => {
    const keys = [...keysOf('inscript', passage), 'j', ' '];
    const box = new HindiExamBox('inscript', rules);
    expect(keys.map((key) => box.press(key).kind).slice(-2)).toEqual(['refused', 'refused']);
    expect(box.value).toBe(passage);
    const timed = keys.map((key, i) => ({ key, atMs: i * 100 }));
    expect(replayHindiExamKeys(timed, 'inscript', rules)).toMatchObject({ typed: passage, refused: 2 });
  });
});

describe('HindiExamBox with a keyboard that types Hindi itself', () => {
  const rules = { backspace: true, spaceBarStopsAtPassageWords: false, passageWords: 3 };

  it('takes Devanagari as typed, not through the layout again, and from then every printable key as typed', () => {
    const box = new HindiExamBox('krutidev', rules);
    expect(box.ownHindi).toBe(false);
    for (const char of 'कल,') box.press(char);
    expect(box.ownHindi).toBe(true);
    expect(box.value).toBe('कल,');
    // Backspace deletes a character, as the browser does for such a keyboard.
    expect(box.press(KEY_BACKSPACE)).toEqual({ kind: 'edit', value: 'कल' });
  });

  it('holds the answer to the passage in restricted mode', () => {
    const box = new HindiExamBox('inscript', { ...rules, restricted: true, passage: 'कल आज' });
    for (const char of 'कल ') expect(box.press(char).kind).toBe('edit');
    expect(box.press('क')).toEqual({ kind: 'refused', reason: 'Restricted mode: "क" is not the next character' });
    expect(box.press('आ').kind).toBe('edit');
    expect(box.value).toBe('कल आ');
  });

  it('logs a keydown that types Devanagari, and after it any printable one, as its character', () => {
    const down = (key: string, code: string) => ({ key, code, shiftKey: false, altKey: false });
    expect(hindiLoggedKey(down('क', 'KeyK'))).toBe('क');
    expect(hindiLoggedKey(down(',', 'Comma'))).toBe(',');
    expect(hindiLoggedKey(down('k', 'KeyK'), true)).toBe('k');
    expect(hindiLoggedKey(down('क्ष', 'Digit7'))).toBe('क्ष');
    expect(hindiLoggedKey(down('Enter', 'Enter'), true)).toBeNull();
    expect(hindiLoggedKey(down('Process', 'KeyK'), true)).toBeNull();
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
