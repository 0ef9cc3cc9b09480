/** The exam screen, plain and at its heaviest per key (word highlight, scrolling), against a bare-textarea control. */
// The passage is answered in the browser: the bench serves only the built front end.
import { englishExamPassages } from '@typing/practice-content';
import { examPassageText, examProfile } from '@typing/typing-core/exams';
import type { Page } from 'playwright-core';
import type { TypingScreen } from './typing-screen';

const SOURCE = englishExamPassages()[0]!;
const TEXTBOX = 'Type the passage here';

/** The whole passage is one box of text; the bench types its opening. */
const PASSAGE_BOX: Pick<TypingScreen, 'lines' | 'typedCharacters'> = {
  lines: (page) => {
    let read = false;
    return async () => {
      if (read) return null;
      read = true;
      return page.evaluate<string>(`document.querySelector('[data-testid="exam-passage"]').textContent`);
    };
  },
  typedCharacters: (page) => page.evaluate<number>(`document.activeElement.value.length`),
};

function examScreen(label: string, servedFor: string, choose: (page: Page) => Promise<void>): TypingScreen {
  const passage = { ...SOURCE, text: examPassageText(SOURCE.text, examProfile(servedFor)!, 'en') };
  return {
    label,
    path: '/exams',
    textbox: TEXTBOX,
    async prepare(page) {
      await page.route('**/api/text/exam-passage?*', (route) => route.fulfill({ json: passage }));
    },
    async start(page) {
      await choose(page);
      await page.getByRole('button', { name: 'Start the test' }).click();
    },
    ...PASSAGE_BOX,
  };
}

export const EXAM_SCREEN = examScreen('exam screen (/exams, SSC CHSL)', 'ssc-chsl', (page) =>
  page.getByRole('radio', { name: 'SSC CHSL typing test (LDC/JSA, PA/SA)' }).check(),
);

export const HIGHLIGHTED_EXAM_SCREEN = examScreen(
  'exam screen (/exams, custom: current word highlighted, auto-scroll)',
  'rrb-ntpc',
  async (page) => {
    await page.getByRole('radio', { name: 'Custom test' }).check();
    await page.getByRole('spinbutton', { name: 'Passage words' }).fill('400');
    await page.getByRole('checkbox', { name: /Highlight the current word/ }).check();
  },
);

const BARE_PATH = '/bench-control/bare-textarea';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const BARE_PAGE = `<!doctype html><html lang="en"><title>Bare textarea</title>
<body style="max-width: 928px; margin: 24px auto; font: 17px/1.7 sans-serif">
<div data-testid="exam-passage" style="max-height: 220px; overflow-y: auto; white-space: pre-wrap">${escapeHtml(SOURCE.text)}</div>
<textarea aria-label="${TEXTBOX}" autofocus spellcheck="false" style="display: block; box-sizing: border-box; width: 100%; min-height: 200px; font: inherit"></textarea>`;

/** No budget: what a textarea alone costs a key here, the floor under the exam screen's figures. */
export const BARE_TEXTAREA: TypingScreen = {
  label: 'exam screen floor: bare textarea (no app)',
  path: BARE_PATH,
  textbox: TEXTBOX,
  async prepare(page) {
    await page.route(`**${BARE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: BARE_PAGE }));
  },
  ...PASSAGE_BOX,
};
