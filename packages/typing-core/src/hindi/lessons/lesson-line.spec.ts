import {
  afterLesson,
  lessonPlan,
  lessonRecordsOf,
  lettersInPlay,
  newLessonProgress,
} from '../../lessons/lesson-progress';
import { buildLessonText } from '../../lessons/lesson-text';
import { seededRandom } from '../../texts/seeded-random';
import type { HindiLayout, TypingOrder } from '../layout';
import { hindiLayouts } from '../layouts/all';
import { FIXTURE_HINDI_WORDS } from './hindi-words.fixture';
import { physicalKeyOf } from './key-id';
import { HindiLessonTyping, hindiLessonLine, lessonClusters, SPACE_KEY_ID } from './lesson-line';
import { hindiLessonLanguage } from './lesson-language';

const KEY_MS = 150;

/** Types every key of the line, one each KEY_MS; answers the typing. */
function typeLine(text: string, layout: HindiLayout, order: TypingOrder) {
  const line = hindiLessonLine(text, layout, order)!;
  const typing = new HindiLessonTyping(line, layout, order);
  line.keys.forEach((id, i) => typing.press(physicalKeyOf(id), i * KEY_MS));
  return typing;
}

describe.each(Object.values(hindiLayouts).map((layout) => [layout.id, layout] as const))(
  'a Hindi lesson line on %s',
  (_, layout) => {
    const language = hindiLessonLanguage(layout, FIXTURE_HINDI_WORDS);
    const progress = { ...newLessonProgress(35, language), keysInPlay: 20 };
    const { letters, focus } = lessonPlan(progress, language);
    const text = buildLessonText({
      letters,
      focus,
      wordsByFrequency: FIXTURE_HINDI_WORDS,
      random: seededRandom(3),
      language,
    });

    it.each(['typewriter', 'logical'] as const)('is typed by its keys in %s order, to its own text', (order) => {
      const typing = typeLine(text, layout, order);
      expect(typing.complete).toBe(true);
      expect(typing.view).toEqual({ typed: text, hasWrongKey: false, complete: true });
      expect(lessonClusters(typing.view, text).every((cluster) => cluster.state === 'ok')).toBe(true);
    });

    it('counts each key press of the keys in play, timed, with no misses when every key is right', () => {
      const typing = typeLine(text, layout, layout.defaultOrder);
      const records = lessonRecordsOf(typing.presses, language);
      const line = hindiLessonLine(text, layout, layout.defaultOrder)!;
      const keysOfLetters = line.keys.filter((id) => id !== SPACE_KEY_ID);
      expect(records.reduce((sum, record) => sum + record.samples, 0)).toBe(keysOfLetters.length - 1); // the first press has no interval
      expect(records.every((record) => record.misses === 0 && letters.includes(record.key))).toBe(true);
      expect(typing.presses.filter((press) => press.expected === focus).length).toBeGreaterThan(0);
    });
  },
);

describe('a Hindi lesson line', () => {
  const inscript = hindiLayouts.inscript;
  const language = hindiLessonLanguage(inscript, FIXTURE_HINDI_WORDS);

  it('counts a wrong key as a miss of the expected key, shows its cluster wrong, and Backspace undoes it', () => {
    const line = hindiLessonLine('कि', inscript, 'logical')!;
    expect(line.keys).toEqual(['KeyK', 'KeyF']);
    const typing = new HindiLessonTyping(line, inscript, 'logical');
    expect(typing.nextKey).toBe('KeyK');
    typing.press(physicalKeyOf('KeyK'), 0);
    expect(typing.nextKey).toBe('KeyF');
    expect(lessonClusters(typing.view, line.text).map((cluster) => cluster.state)).toEqual(['current']);
    typing.press(physicalKeyOf('KeyS'), 300); // े, not ि
    expect(typing.view.hasWrongKey).toBe(true);
    expect(lessonClusters(typing.view, line.text).map((cluster) => cluster.state)).toEqual(['bad']);
    typing.backspace(600);
    typing.press(physicalKeyOf('KeyF'), 900);
    expect(typing.complete).toBe(true);
    expect(typing.nextKey).toBeNull();
    expect(lessonRecordsOf(typing.presses, language)).toEqual([{ key: 'KeyF', samples: 1, totalMs: 300, misses: 1 }]);
  });

  it('keeps a conjunct one cluster, and an ि typed first waits for its consonant in typewriter order', () => {
    const gail = hindiLayouts['remington-gail'];
    const line = hindiLessonLine('क्षमा कि', gail, 'typewriter')!;
    const typing = new HindiLessonTyping(line, gail, 'typewriter');
    expect(lessonClusters(typing.view, line.text).map((cluster) => cluster.text)).toEqual(['क्ष', 'मा', ' ', 'कि']);
    const [iMatra, ...rest] = line.keys.slice(line.keys.indexOf(SPACE_KEY_ID) + 1);
    line.keys.slice(0, line.keys.indexOf(SPACE_KEY_ID) + 1).forEach((id, i) => typing.press(physicalKeyOf(id), i));
    typing.press(physicalKeyOf(iMatra!), 100);
    expect(lessonClusters(typing.view, line.text).map((cluster) => cluster.state)).toEqual([
      'ok',
      'ok',
      'ok',
      'current',
    ]);
    rest.forEach((id, i) => typing.press(physicalKeyOf(id), 200 + i));
    expect(typing.complete).toBe(true);
  });

  it('ignores a key the layout leaves empty, and keys after the line is done', () => {
    const line = hindiLessonLine('क', inscript, 'logical')!;
    const typing = new HindiLessonTyping(line, inscript, 'logical');
    expect(typing.press(physicalKeyOf('F13'), 0)).toBe(false);
    expect(typing.press(physicalKeyOf('KeyK'), 10)).toBe(true);
    expect(typing.press(physicalKeyOf('KeyK'), 20)).toBe(false);
    expect(typing.presses).toHaveLength(1);
  });

  it('unlocks the next key by the English rule once every key in play is typed well', () => {
    let progress = newLessonProgress(35, language);
    for (let lesson = 0; lesson < 10 && progress.keysInPlay === 8; lesson++) {
      const { letters, focus } = lessonPlan(progress, language);
      const text = buildLessonText({
        letters,
        focus,
        wordsByFrequency: FIXTURE_HINDI_WORDS,
        random: seededRandom(lesson),
        language,
      });
      progress = afterLesson(
        progress,
        lessonRecordsOf(typeLine(text, inscript, 'logical').presses, language),
        language,
      );
    }
    expect(lettersInPlay(progress, language)).toEqual(language.letterOrder.slice(0, 9));
  });
});
