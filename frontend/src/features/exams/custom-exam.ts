import type { CustomExamProfile } from '@typing/contracts/web';
import type { HindiLayoutId } from '@typing/typing-core';
import {
  customProfile,
  EXAM_LAYOUT_NAMES,
  EXAM_PROFILES,
  type ExamLanguage,
  type ExamProfile,
  InvalidProfileError,
} from '@typing/typing-core/exams';

/** What a person sets for a custom test on this page. */
export interface CustomChoice {
  readonly durationMinutes: number;
  readonly passageWords: number;
  readonly backspace: boolean;
  readonly highlightCurrentWord: boolean;
  readonly restricted: boolean;
}

export const DEFAULT_CUSTOM: CustomChoice = {
  durationMinutes: 5,
  passageWords: 100,
  backspace: true,
  highlightCurrentWord: true,
  restricted: false,
};

/** The served passages hold about 2,500 key depressions: 400 words of 5 keys fit in every one. */
export const MAX_CUSTOM_WORDS = 400;

export interface CustomSource {
  readonly profileId: string;
  readonly maxWords: number;
}

/** The longest board passage served in the language on the layout: the custom cut must lie within it. */
export function customSource(language: ExamLanguage, layout?: HindiLayoutId): CustomSource {
  if (language === 'en') return { profileId: 'rrb-ntpc', maxWords: MAX_CUSTOM_WORDS };
  const [longest] = EXAM_PROFILES.flatMap((profile) =>
    profile.languages
      .filter((rule) => rule.language === 'hi' && (!layout || rule.layouts.includes(layout)))
      .map((rule) => ({ profileId: profile.id, keys: rule.passageKeyDepressions })),
  ).sort((a, b) => b.keys - a.keys);
  if (!longest) throw new Error(`No board serves Hindi passages on ${layout}`);
  return { profileId: longest.profileId, maxWords: Math.min(MAX_CUSTOM_WORDS, Math.floor(longest.keys / 5)) };
}

/** The parameters a custom test is built from, as the save sends them for the server's own evaluation. */
function customParameters(choice: CustomChoice): CustomExamProfile {
  return {
    name: 'Custom test',
    durationMinutes: choice.durationMinutes,
    passageWords: choice.passageWords,
    requiredWpm: 30,
    maxMistakesPercent: 5,
    backspace: choice.backspace,
    highlightCurrentWord: choice.highlightCurrentWord,
    restricted: choice.restricted,
  };
}

/** The profile for the choice in a language (Hindi on a layout), or the problems with it. */
export function customExam(
  choice: CustomChoice,
  language: ExamLanguage = 'en',
  layout?: HindiLayoutId,
): { profile: ExamProfile; custom: CustomExamProfile } | { problems: readonly string[] } {
  const { maxWords } = customSource(language, language === 'hi' ? layout : undefined);
  if (choice.passageWords > maxWords)
    return {
      problems: [`passage must be at most ${maxWords} words${layout ? ` on ${EXAM_LAYOUT_NAMES[layout]}` : ''}`],
    };
  const custom = customParameters(choice);
  try {
    return { profile: customProfile({ ...custom, language }), custom };
  } catch (error) {
    if (error instanceof InvalidProfileError) return { problems: error.problems };
    throw error;
  }
}
