import type { CustomExamProfile } from '@typing/contracts/web';
import type { HindiLayoutId } from '@typing/typing-core';
import {
  type Category,
  EXAM_LAYOUT_NAMES,
  type ExamProfile,
  type LanguageRule,
  type Scoring,
} from '@typing/typing-core/exams';

/** A profile with the test in its chosen language and how this screen was asked to run it. */
export interface ChosenExam {
  readonly profile: ExamProfile;
  readonly rule: LanguageRule;
  readonly category: Category;
  /** A Hindi exam's layout, typed by physical key. */
  readonly layout?: HindiLayoutId;
  /** A custom test's parameters, which its save carries. */
  readonly custom?: CustomExamProfile;
}

const formatNumber = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

function scoringRules(scoring: Scoring, rule: LanguageRule, category: Category): string[] {
  if (scoring.kind === 'error-percentage') {
    const limits = scoring.maxErrorPercent;
    return [
      'Error % = (full mistakes + ½ × half mistakes) ÷ words in the passage × 100, to 2 decimals.',
      `Pass with at most ${limits[category]} % errors for your category (${category}); UR ${limits.UR} %, OBC/EWS ${limits.OBC} %, SC/ST/PwD/ESM ${limits.SC} %.`,
    ];
  }
  if (scoring.kind === 'penalised-speed') {
    return [
      `Words = key depressions ÷ 5; mistakes up to ${scoring.ignoredMistakesPercent} % of the words typed are ignored, each one beyond costs ${scoring.wordsPerPenalisedMistake} words.`,
      `Speed = (words − penalised mistakes × ${scoring.wordsPerPenalisedMistake}) ÷ minutes; pass at ${formatNumber(rule.requiredWpm)} wpm${rule.minWordsTyped ? ` with at least ${rule.minWordsTyped} words typed` : ''}.`,
    ];
  }
  return [
    'Net speed = (key depressions ÷ 5 − mistakes) ÷ minutes; mistakes = full + ½ × half.',
    `Pass at ${formatNumber(rule.requiredWpm)} wpm net with mistakes at most ${scoring.maxMistakesPercent} % of the words typed.`,
  ];
}

export function profileRules({ profile, rule, category, layout }: ChosenExam): string[] {
  const screen = profile.screen;
  return [
    `${profile.durationMinutes} minutes; a passage of about ${formatNumber(rule.passageKeyDepressions)} key depressions (${formatNumber(rule.passageKeyDepressions / 5)} words of 5 keys).`,
    ...scoringRules(profile.scoring, rule, category),
    profile.untypedWords === 'omission'
      ? 'Passage words you do not reach count as omissions (full mistakes).'
      : 'Passage words you do not reach are not counted.',
    screen.highlightCurrentWord ? 'The current word is highlighted.' : 'The current word is not highlighted.',
    screen.autoScroll ? 'The passage scrolls by itself.' : 'Scroll the passage by hand.',
    screen.liveCounters ? 'Key depressions, words typed and words pending are shown as you type.' : 'No live counters.',
    screen.backspace ? 'Backspace is allowed.' : 'Backspace is not allowed.',
    screen.restricted
      ? `Restricted: a key that ${layout ? 'takes the word you are typing off the passage' : 'is not the next character of the passage'} is refused.`
      : 'Unrestricted: wrong keys go in and are marked afterwards.',
    ...(screen.spaceBarStopsAtPassageWords ? ["The space bar stops once the passage's number of words is typed."] : []),
    ...(screen.tabIndents && !layout ? ['Press Tab to indent a paragraph.'] : []),
    ...(layout
      ? [
          `Hindi on the ${EXAM_LAYOUT_NAMES[layout]} layout, typed by the keys' places on your keyboard; Backspace undoes one key press; you type at the end of your answer.`,
        ]
      : []),
    'Paste is disabled.',
  ];
}
