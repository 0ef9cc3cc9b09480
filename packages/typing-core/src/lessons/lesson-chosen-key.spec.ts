import { hindiLayouts } from '../hindi/layouts/all';
import { FIXTURE_HINDI_WORDS } from '../hindi/lessons/hindi-words.fixture';
import { hindiLessonLanguage } from '../hindi/lessons/lesson-language';
import type { LessonKeyLanguage } from './lesson-language';
import { LESSON_LANGUAGES } from './lesson-languages';
import { focusLetter, lessonKeyStates, lessonPlan, lettersInPlay, newLessonProgress } from './lesson-progress';
import { buildLessonText } from './lesson-text';
import { FIXTURE_WORDS_BY_FREQUENCY } from './lesson-words.fixture';
import { seededRandom } from '../texts/seeded-random';

const SPANISH_WORDS =
  'de la que el en los se del las un por con no una su para es al lo como más o pero sus le ha me si sin sobre este ya entre cuando todo esta ser son dos también fue había era muy años hasta desde está mi porque qué sólo han yo hay vez puede todos así nos ni parte tiene él uno donde bien tiempo mismo ese ahora cada e vida otro después te otros aunque esa eso hace otra gobierno tan durante siempre día tanto ella tres sí dijo sido gran país según menos año antes estado contra sino forma caso nada hacer general estaba poco estos presidente mayor ante unos les algo hacia casa ellos ayer hecho primera mucho mientras además quien momento millones esto españa hombre están pues hoy lugar madrid nacional trabajo otras mejor nuevo decir algunos entonces todas días debe política cómo casi toda tal luego pasado primer medio va estas sea tenía nunca poder aquí ver veces embargo partido personas grupo cuenta pueden tienen misma nueva cual fueron mujer frente josé tras cosas fin ciudad he social manera tener sistema será historia muchos juan tipo cuatro dentro nuestro punto dice ello cualquier noche aún agua parece haber situación fuera bajo grandes nuestra ejemplo acuerdo habían usted estados hizo nadie países horas posible tarde ley importante guerra desarrollo proceso realidad sentido lado mí tu cambio allí mano eran estar san número sociedad unas centro padre gente final relación cuerpo obra incluso través último madre mis modo problema cinco carlos hombres información ojos muerte nombre algunas público mujeres siglo todavía meses mañana esos nosotros hora muchas pueblo alguna dar problemas don da tú derecho verdad maría unidos podría sería junto cabeza aquel luis cuanto tierra equipo segundo director dicho cierto casos manos nivel podía familia largo partir falta llegar propio ministro cosa primero seguridad hemos mal trata algún tuvo respecto semana varios real sé voz paso señor mil quienes proyecto mercado mundial'.split(
    ' ',
  );

/** Each language's lessons, their words, and a key still locked at the start. */
const languages: [string, LessonKeyLanguage, readonly string[]][] = [
  ['English', LESSON_LANGUAGES.en, FIXTURE_WORDS_BY_FREQUENCY],
  ['Spanish', LESSON_LANGUAGES.es, SPANISH_WORDS],
  ['Hindi (InScript)', hindiLessonLanguage(hindiLayouts.inscript, FIXTURE_HINDI_WORDS), FIXTURE_HINDI_WORDS],
  [
    'Hindi (Remington GAIL)',
    hindiLessonLanguage(hindiLayouts['remington-gail'], FIXTURE_HINDI_WORDS),
    FIXTURE_HINDI_WORDS,
  ],
];

const keysOf = (language: LessonKeyLanguage, word: string) => language.keysOf?.(word) ?? [...word];

describe.each(languages)('practising a chosen key in %s', (_, language, words) => {
  const progress = { ...newLessonProgress(35, language), keysInPlay: 14 };
  const order = [...language.letterOrder];

  /** The share of the chosen key among the keys of a text drawn for it (spaces left out). */
  function drawn(chosen: string, seed: number) {
    const plan = lessonPlan(progress, language, chosen);
    const text = buildLessonText({ ...plan, wordsByFrequency: words, random: seededRandom(seed), language });
    const keys = text.split(' ').flatMap((word) => keysOf(language, word));
    return { plan, keys, share: keys.filter((key) => key === chosen).length / keys.length };
  }

  it('without a choice, focuses on the least confident key in play', () => {
    expect(lessonPlan(progress, language)).toEqual({
      letters: lettersInPlay(progress, language),
      focus: focusLetter(lessonKeyStates(progress, language)),
    });
  });

  it('concentrates the text on a chosen key in play, far above its share of ordinary text', () => {
    for (const chosen of [order[0]!, order[5]!, order[13]!]) {
      for (const seed of [1, 2, 3]) {
        const { plan, keys, share } = drawn(chosen, seed);
        expect(plan).toEqual({ letters: lettersInPlay(progress, language), focus: chosen });
        expect(keys.every((key) => plan.letters.includes(key))).toBe(true);
        expect(share).toBeGreaterThanOrEqual(Math.min(0.9, 2 * language.letterShare[chosen]!) - 1e-9);
      }
    }
  });

  it('lets a locked key be practised: it joins this lesson’s keys, not the progress', () => {
    const locked = order[20]!;
    const { plan, keys } = drawn(locked, 4);
    expect(plan.letters).toEqual([...lettersInPlay(progress, language), locked]);
    expect(keys).toContain(locked);
    expect(keys.every((key) => plan.letters.includes(key))).toBe(true);
    expect(lettersInPlay(progress, language)).not.toContain(locked);
  });

  it('ignores a key the language does not teach', () => {
    expect(lessonPlan(progress, language, '§').focus).toBe(focusLetter(lessonKeyStates(progress, language)));
  });
});
