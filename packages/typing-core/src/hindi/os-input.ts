import type { TextEdit } from './edit';
import { isDevanagari } from './devanagari';

export interface TextInput {
  readonly inputType: string;
  readonly data: string | null;
}

/** Turns `beforeinput` from an OS layout or IME into the emulator's edits; each composition update replaces the last. */
export class OsInputReader {
  private composing = 0;

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
      // Browsers delete Devanagari backwards by code point (the matra, then its consonant).
      case 'deleteContentBackward':
        this.composing = Math.max(0, this.composing - 1);
        return { deleteBefore: 1, insert: '' };
      default:
        return null;
    }
  }

  /** On `compositionend`: the composed text stays. */
  endComposition(): void {
    this.composing = 0;
  }

  private replaceComposition(text: string, stillComposing: boolean): TextEdit {
    const edit = { deleteBefore: this.composing, insert: text };
    this.composing = stillComposing ? Array.from(text).length : 0;
    return edit;
  }
}

export interface KeyDown {
  readonly key: string;
  readonly code: string;
  readonly isComposing?: boolean;
}

const PRINTABLE_CODE =
  /^(Key[A-Z]|Digit\d|Backquote|Minus|Equal|Bracket(Left|Right)|Backslash|Semicolon|Quote|Comma|Period|Slash|IntlBackslash)$/;

/** Whether the OS layout types Devanagari, from a printable key press; null when this press cannot tell. */
export function keyboardTypesDevanagari(event: KeyDown): boolean | null {
  if (event.isComposing || !PRINTABLE_CODE.test(event.code)) return null;
  const chars = Array.from(event.key);
  if (chars.length === 0 || event.key === 'Dead' || event.key === 'Process' || event.key === 'Unidentified')
    return null;
  if (chars.length > 1 && !chars.every((char) => isDevanagari(char))) return null;
  return isDevanagari(chars[0]);
}
