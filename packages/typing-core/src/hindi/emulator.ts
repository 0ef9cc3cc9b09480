import { editBetween, type TextEdit } from './edit';
import { KEY_LAYERS, layerOf, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { arrangeTyped, keyRole, type TypedKey } from './typing-order';

interface Press extends TypedKey {
  /** No typing rule reaches across it: whitespace, or any key of a layout without typewriter rules. */
  readonly standsAlone: boolean;
}

export interface HindiEmulatorOptions {
  readonly order?: TypingOrder;
}

/** Types a Hindi layout on any keyboard: each press is an edit before the caret; Backspace undoes one press. */
export class HindiKeyEmulator {
  readonly order: TypingOrder;
  private readonly presses: Press[] = [];
  private readonly output: string[] = [];
  /** Only the current word is re-arranged on each key, so a press costs time by the word, not the text. */
  private wordStart = 0;
  private wordOutputStart = 0;
  private readonly actions: ReadonlyMap<string, readonly (Press | null)[]>;

  constructor(
    readonly layout: HindiLayout,
    options: HindiEmulatorOptions = {},
  ) {
    this.order = options.order ?? layout.defaultOrder;
    this.actions = compileActions(layout);
  }

  press(key: PhysicalKey): TextEdit | null {
    const press = this.actions.get(key.code)?.[KEY_LAYERS.indexOf(layerOf(key))];
    if (!press) return null;
    this.presses.push(press);
    if (!press.standsAlone) return this.rearrangeWord();
    this.output.push(...press.text);
    this.startWordAtEnd();
    return { deleteBefore: 0, insert: press.text };
  }

  backspace(): TextEdit | null {
    const press = this.presses.pop();
    if (!press) return null;
    if (!press.standsAlone) return this.rearrangeWord();
    const removed = Array.from(press.text).length;
    this.output.length -= removed;
    this.startWordAtEnd();
    if (this.layout.typewriterRules) {
      while (this.wordStart > 0 && !this.presses[this.wordStart - 1]!.standsAlone) this.wordStart--;
      this.wordOutputStart = this.output.length - this.arrangeWord().length;
    }
    return { deleteBefore: removed, insert: '' };
  }

  get pressCount(): number {
    return this.presses.length;
  }

  get text(): string {
    return this.output.join('');
  }

  private arrangeWord(): string[] {
    return arrangeTyped(this.presses.slice(this.wordStart), this.order);
  }

  private startWordAtEnd(): void {
    this.wordStart = this.presses.length;
    this.wordOutputStart = this.output.length;
  }

  private rearrangeWord(): TextEdit {
    const before = this.output.slice(this.wordOutputStart);
    const after = this.arrangeWord();
    this.output.length = this.wordOutputStart;
    this.output.push(...after);
    return editBetween(before, after);
  }
}

/** Each layout's actions are compiled once: lessons make an emulator per word to check key sequences. */
const compiled = new WeakMap<HindiLayout, Map<string, (Press | null)[]>>();

function compileActions(layout: HindiLayout): Map<string, (Press | null)[]> {
  const known = compiled.get(layout);
  if (known) return known;
  const actions = new Map<string, (Press | null)[]>();
  compiled.set(layout, actions);
  for (const [code, outputs] of Object.entries(layout.keys)) {
    actions.set(
      code,
      KEY_LAYERS.map((_, layer) => {
        const text = outputs[layer];
        if (text == null) return null;
        return {
          text,
          role: layout.typewriterRules ? keyRole(text) : 'text',
          standsAlone: !layout.typewriterRules || /^\s+$/u.test(text),
        };
      }),
    );
  }
  return actions;
}
