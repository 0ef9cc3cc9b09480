/** Hindi on Remington GAIL, typewriter order (each key re-arranges its word), ending on a whole word. */
import { HindiKeyEmulator, hindiLayouts, keySequenceFor, type PhysicalKey } from '@typing/typing-core/hindi';
import type { Page } from 'playwright-core';
import { TYPING_PAGE, type TypingScreen } from './typing-screen';

const LAYOUT = hindiLayouts['remington-gail'];
const ORDER = 'typewriter';
const MISTAKE_EVERY = 40;
const SPACE: PhysicalKey = { code: 'Space', shift: false, altGr: false };
const WRONG: PhysicalKey = { code: 'KeyQ', shift: false, altGr: false };

/** `KeyK`, `Shift+Digit7`, `Alt+KeyX`. */
const pressName = ({ code, shift, altGr }: PhysicalKey) => `${altGr ? 'Alt+' : ''}${shift ? 'Shift+' : ''}${code}`;

/** The run's keys typed here too: what the page must show typed. */
let emulator: HindiKeyEmulator | null = null;

export const HINDI_SCREEN: TypingScreen = {
  label: 'typing page (/) in Hindi, Remington GAIL, typewriter order',
  path: '/',
  textbox: 'Typing test text',
  async prepare(page: Page) {
    // 120 s: on a loaded machine the run's keys can take longer than a minute to land.
    const setup = { mode: 'time', punctuation: false, numbers: false, durationSeconds: 120 };
    const keyboard = { layout: LAYOUT.id, typingOrder: ORDER, keyboardTypesHindi: false };
    await page.addInitScript(
      `localStorage.setItem('typing-options', ${JSON.stringify(JSON.stringify(setup))});` +
        `localStorage.setItem('practice-language', 'hi');` +
        `localStorage.setItem('hindi-keyboard', ${JSON.stringify(JSON.stringify(keyboard))});`,
    );
  },
  lines: (page: Page) => {
    const typingPageLines = TYPING_PAGE.lines(page);
    let waited = false;
    return async () => {
      if (!waited) {
        await page.waitForSelector('[data-line="0"][lang="hi"]');
        waited = true;
      }
      return typingPageLines();
    };
  },
  async *keys(nextLine, keyCount) {
    emulator = new HindiKeyEmulator(LAYOUT, { order: ORDER });
    let pressed = 0;
    const press = (key: PhysicalKey) => {
      if (!emulator!.press(key)) throw new Error(`${pressName(key)} types nothing on ${LAYOUT.name}`);
      return pressName(key);
    };
    for (let line = await nextLine(); line !== null; line = await nextLine()) {
      for (const word of line.split(' ').filter(Boolean)) {
        const keys = keySequenceFor(LAYOUT, word, ORDER);
        if (!keys) throw new Error(`${LAYOUT.name} has no keys for ${word}`);
        for (const key of keys) {
          if (pressed > 0 && pressed % MISTAKE_EVERY === 0) {
            yield press(WRONG);
            emulator.backspace();
            yield 'Backspace';
          }
          pressed++;
          yield press(key);
        }
        if (pressed >= keyCount) return;
        yield press(SPACE);
      }
    }
  },
  expectedCharacters: () => emulator?.text.length ?? 0,
  typedCharacters: async (page, lineLengths) => {
    // Clusters are drawn whole: count the code units they hold.
    const [firstVisible, typedVisible] = await page.evaluate<[number, number]>(
      `[Number(document.querySelector('[data-line]').dataset.line), [...document.querySelectorAll('.ch-ok, .ch-bad')].reduce((n, e) => n + e.textContent.length, 0)]`,
    );
    return lineLengths.slice(0, firstVisible).reduce((sum, length) => sum + length, 0) + typedVisible;
  },
};
