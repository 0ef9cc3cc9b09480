import type { TextEdit } from './edit';
import { isDevanagari } from './devanagari';

/** The parts of a `beforeinput` event (`InputEvent`) the typing engine reads. */
export interface TextInput {
  readonly inputType: string;
  readonly data: string | null;
}

/**
 * Turns the text an operating-system layout or input method delivers into the same edits the emulator makes.
 * A composition (an IME's provisional text) is replaced on each update, so the reader remembers its length.
 */
export class OsInputReader {
  private composing = 0;

  /** The edit for one input event, or null for an input type that does not type or delete text. */
  read(input: TextInput): TextEdit | null {
    const data = input.data ?? '';
    switch (input.inputType) {
      case 'insertText':
        this.composing = 0;
        return { deleteBefore: 0, insert: data };
      case 'insertCompositionText':
      case 'insertFromComposition':
        return this.replaceComposition(data, input.inputType === 'insertCompositionText');
      case 'deleteCompositionText':
        return this.replaceComposition('', false);
      case 'deleteContentBackward':
        this.composing = Math.max(0, this.composing - 1);
        return { deleteBefore: 1, insert: '' };
      default:
        return null;
    }
  }

  /** The composition was committed (`compositionend`): its text stays as typed. */
  endComposition(): void {
    this.composing = 0;
  }

  private replaceComposition(text: string, stillComposing: boolean): TextEdit {
    const edit = { deleteBefore: this.composing, insert: text };
    this.composing = stillComposing ? Array.from(text).length : 0;
    return edit;
  }
}

/** The parts of a `keydown` event that tell whether the keyboard already types Hindi. */
export interface KeyDown {
  readonly key: string;
  readonly code: string;
  readonly isComposing?: boolean;
}

const PRINTABLE_CODE =
  /^(Key[A-Z]|Digit\d|Backquote|Minus|Equal|Bracket(Left|Right)|Backslash|Semicolon|Quote|Comma|Period|Slash|IntlBackslash)$/;

/**
 * Whether the operating system's layout already types Devanagari, judged from a key press on a printable key:
 * true when it typed a Devanagari character, false when it typed something else, null when this press cannot
 * tell (a modifier, a dead key, an input method still composing, a phone keyboard's unidentified key).
 */
export function keyboardTypesDevanagari(event: KeyDown): boolean | null {
  if (event.isComposing || !PRINTABLE_CODE.test(event.code)) return null;
  const chars = Array.from(event.key);
  if (chars.length === 0 || event.key === 'Dead' || event.key === 'Process' || event.key === 'Unidentified')
    return null;
  if (chars.length > 1 && !chars.every((char) => isDevanagari(char))) return null;
  return isDevanagari(chars[0]);
}
