import { AA_MATRA, VIRAMA } from './devanagari';
import { HindiKeyEmulator } from './emulator';
import { KEY_LAYERS, keyOf, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { COMPOSED_PAIRS, typingOrderOf } from './typing-order';

interface Way {
  readonly keys: readonly PhysicalKey[];
  readonly cost: number;
}

/** An AltGr key counts as three, so the plain and Shift layers (what exam typists learn) win unless AltGr saves more. */
const ALT_GR_COST = 3;

/** The fewest presses (AltGr weighed as above) that type `text`, checked on an emulator; null if none do. */
export function keySequenceFor(
  layout: HindiLayout,
  text: string,
  order: TypingOrder = layout.defaultOrder,
): PhysicalKey[] | null {
  const ways = waysToType(layout);
  const units = layout.typewriterRules ? typingOrderOf(text, order) : Array.from(text);
  const target = units.join('');
  const best: (Way | undefined)[] = [{ keys: [], cost: 0 }];
  for (let at = 0; at < target.length; at++) {
    const here = best[at];
    if (!here) continue;
    for (const [piece, way] of ways.get(target[at]!) ?? []) {
      if (!target.startsWith(piece, at)) continue;
      const end = at + piece.length;
      const cost = here.cost + way.cost;
      if (!best[end] || cost < best[end]!.cost) best[end] = { keys: [...here.keys, ...way.keys], cost };
    }
  }
  const found = best[target.length];
  if (!found) return null;
  const emulator = new HindiKeyEmulator(layout, { order });
  for (const key of found.keys) emulator.press(key);
  return emulator.text === text.normalize('NFC') ? [...found.keys] : null;
}

function waysToType(layout: HindiLayout): Map<string, Map<string, Way>> {
  const cached = cache.get(layout);
  if (cached) return cached;
  const ways = new Map<string, Way>();
  const offer = (piece: string, way: Way): void => {
    const known = ways.get(piece);
    if (!known || way.cost < known.cost) ways.set(piece, way);
  };
  for (const [code, outputs] of Object.entries(layout.keys)) {
    KEY_LAYERS.forEach((layer, index) => {
      const piece = outputs[index];
      if (piece == null) return;
      offer(piece, { keys: [keyOf(code, layer)], cost: layer.startsWith('altGr') ? ALT_GR_COST : 1 });
    });
  }
  if (layout.typewriterRules) {
    const join = (a: Way, b: Way): Way => ({ keys: [...a.keys, ...b.keys], cost: a.cost + b.cost });
    for (let round = 0; round < 3; round++) {
      const aa = ways.get(AA_MATRA);
      for (const [piece, way] of [...ways]) {
        if (aa && piece.length > 1 && piece.endsWith(VIRAMA)) offer(piece.slice(0, -1), join(way, aa));
      }
      for (const [first, second, composed] of COMPOSED_PAIRS) {
        const a = ways.get(first);
        const b = ways.get(second);
        if (a && b) offer(composed, join(a, b));
      }
    }
  }
  const byFirst = new Map<string, Map<string, Way>>();
  for (const [piece, way] of ways) {
    const group = byFirst.get(piece[0]!) ?? new Map<string, Way>();
    group.set(piece, way);
    byFirst.set(piece[0]!, group);
  }
  cache.set(layout, byFirst);
  return byFirst;
}

const cache = new WeakMap<HindiLayout, Map<string, Map<string, Way>>>();
