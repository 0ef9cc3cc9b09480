/** One sentence per figure, shown alike everywhere so a hover says what the engine computes; full ones in README.md. */
export const FIGURE_DEFINITIONS = {
  wpm: 'Words typed ÷ minutes used, rounded down. Every word counts, right or wrong.',
  netWpm:
    'Net WPM, as Monkeytype counts it: characters of correctly typed words, and the spaces after them, ÷ 5 per minute.',
  rawWpm: 'Raw WPM: every character you typed that is still in the text, right or wrong, ÷ 5 per minute.',
  accuracy:
    'Correct key presses ÷ all key presses, rounded down. A mistake fixed with Backspace still counts, as in Keys to Practice.',
  keyDepressions:
    'Key depressions (KD), as typing exams count them: every key pressed, Backspace included; a Hindi letter typed with three keys is three.',
} as const;

export type DefinedFigure = keyof typeof FIGURE_DEFINITIONS;
