import fs from 'node:fs';
import path from 'node:path';
import { hindiFrequencyList } from '@typing/practice-content/hindi';
import { HINDI_LAYOUT_IDS, hindiLayouts, hindiLessonLanguage } from '@typing/typing-core/hindi';
import { lessonLanguageOf } from './lesson-languages';

const ORDERS_FILE = path.join(__dirname, 'hindi-lesson-key-orders.ts');

/**
 * The Hindi key orders the service keeps are the browser's: `hindiLessonLanguage` over the word list.
 * After a layout table or word list change, `UPDATE_HINDI_KEY_ORDERS=1` with this spec rewrites the file
 * (then `prettier --write` it).
 */
describe('Hindi lessons on the server', () => {
  it('join keys in the order the browser computes, for every layout', () => {
    const words = hindiFrequencyList();
    const computed = Object.fromEntries(
      HINDI_LAYOUT_IDS.map((layout) => [layout, [...hindiLessonLanguage(hindiLayouts[layout], words).letterOrder]]),
    );
    if (process.env.UPDATE_HINDI_KEY_ORDERS === '1') {
      const kept = fs.readFileSync(ORDERS_FILE, 'utf8');
      const head = kept.slice(0, kept.indexOf('= {') + 2);
      fs.writeFileSync(ORDERS_FILE, `${head}${JSON.stringify(computed, null, 2)};\n`);
    }
    for (const layout of HINDI_LAYOUT_IDS) {
      expect(lessonLanguageOf({ language: 'hi', layout }).letterOrder).toEqual(computed[layout]);
    }
  }, 60_000);

  it('start every layout on its home row', () => {
    const inscript = lessonLanguageOf({ language: 'hi', layout: 'inscript' });
    expect(inscript.firstKeys).toBe(8);
    expect([...inscript.letterOrder].slice(0, 8)).toEqual([
      'KeyA',
      'KeyS',
      'KeyD',
      'KeyF',
      'KeyJ',
      'KeyK',
      'KeyL',
      'Semicolon',
    ]);
  });
});
