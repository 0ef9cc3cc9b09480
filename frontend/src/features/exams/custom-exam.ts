import type { CustomExamProfile } from '@typing/contracts/web';
import { customProfile, type ExamProfile, InvalidProfileError } from '@typing/typing-core/exams';

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

/** The profile for the choice, or the problems with it. */
export function customExam(
  choice: CustomChoice,
): { profile: ExamProfile; custom: CustomExamProfile } | { problems: readonly string[] } {
  if (choice.passageWords > MAX_CUSTOM_WORDS)
    return { problems: [`passage must be at most ${MAX_CUSTOM_WORDS} words`] };
  const custom = customParameters(choice);
  try {
    return { profile: customProfile({ ...custom, language: 'en' }), custom };
  } catch (error) {
    if (error instanceof InvalidProfileError) return { problems: error.problems };
    throw error;
  }
}
