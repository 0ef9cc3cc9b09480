import { AA_MATRA, VIRAMA } from './devanagari';
import { HindiKeyEmulator } from './emulator';
import { KEY_LAYERS, keyOf, type HindiLayout, type PhysicalKey, type TypingOrder } from './layout';
import { COMPOSED_PAIRS, joinsTyped, keyRole, typingOrderOf, type TypedKey } from './typing-order';

interface Way {
  readonly keys: readonly PhysicalKey[];
  readonly cost: number;
  /** The first key's output: it may compose with the character before it. */
  readonly first: TypedKey;
  /** 'iMatra' or 'reph' for the lone key that moves in typewriter order; 'text' for anything else. */
  readonly role: TypedKey['role'];
}

interface Unit {
  readonly text: string;
  readonly role: TypedKey['role'];
}

/** AltGr counts as three presses, so the plain and Shift layers (what exam typists learn) win unless it saves more. */
const ALT_GR_COST = 3;

/** The fewest presses (AltGr weighed as above) that type `text`, checked on an emulator; null if none do. */
export function keySequenceFor(
  layout: HindiLayout,
  text: string,
  order: TypingOrder = layout.defaultOrder,
): PhysicalKey[] | null {
  const ways = waysToType(layout);
  const moves = layout.typewriterRules && order === 'typewriter';
  const units = unitsToType(text, moves);
  const target = units.map((unit) => unit.text).join('');
  // The unit starting at each position of `target`, and the role of the unit ending just before it.
  const startsUnit: (Unit | undefined)[] = [];
  const roleBefore: TypedKey['role'][] = ['text'];
  for (const unit of units) {
    startsUnit[roleBefore.length - 1] = unit;
    for (let i = 1; i < unit.text.length; i++) roleBefore.push('text');
    roleBefore.push(unit.role);
  }
  const best: (Omit<Way, 'first' | 'role'> | undefined)[] = [{ keys: [], cost: 0 }];
  for (let at = 0; at < target.length; at++) {
    const here = best[at];
    const unit = startsUnit[at];
    if (!here || !unit) continue;
    const mayJoin = layout.typewriterRules && at > 0 && roleBefore[at] === 'text';
    for (const [piece, options] of ways.get(target[at]!) ?? []) {
      if (!target.startsWith(piece, at)) continue;
      const end = at + piece.length;
      if (unit.role === 'text' ? coversMovingUnit(startsUnit, at, end) : piece !== unit.text) continue;
      for (const way of options) {
        if ((moves && way.role !== unit.role) || (mayJoin && joinsTyped(target[at - 1]!, way.first))) continue;
        const cost = here.cost + way.cost;
        if (!best[end] || cost < best[end]!.cost) best[end] = { keys: [...here.keys, ...way.keys], cost };
      }
    }
  }
  const found = best[target.length];
  if (!found) return null;
  const emulator = new HindiKeyEmulator(layout, { order });
  for (const key of found.keys) emulator.press(key);
  return emulator.text === text.normalize('NFC') ? [...found.keys] : null;
}

/** In typewriter order ि and each reph are units only their key types, since only that key moves. */
function unitsToType(text: string, moves: boolean): Unit[] {
  if (!moves) return Array.from(text, (char) => ({ text: char, role: 'text' }));
  return typingOrderOf(text, 'typewriter').map((unit) => ({ text: unit, role: keyRole(unit) }));
}

function coversMovingUnit(startsUnit: readonly (Unit | undefined)[], from: number, end: number): boolean {
  for (let at = from + 1; at < end; at++) if (startsUnit[at] && startsUnit[at]!.role !== 'text') return true;
  return false;
}

function waysToType(layout: HindiLayout): Map<string, Map<string, Way[]>> {
  const cached = cache.get(layout);
  if (cached) return cached;
  // Per piece, the cheapest way for each distinct first key and role: what decides where a way may be used.
  const ways = new Map<string, Way[]>();
  const offer = (piece: string, way: Way): void => {
    const options = ways.get(piece) ?? [];
    ways.set(piece, options);
    const same = options.findIndex(
      (known) => known.role === way.role && known.first.text === way.first.text && known.first.role === way.first.role,
    );
    if (same < 0) options.push(way);
    else if (way.cost < options[same]!.cost) options[same] = way;
  };
  for (const [code, outputs] of Object.entries(layout.keys)) {
    KEY_LAYERS.forEach((layer, index) => {
      const piece = outputs[index];
      if (piece == null) return;
      const role = layout.typewriterRules ? keyRole(piece) : 'text';
      offer(piece, {
        keys: [keyOf(code, layer)],
        cost: layer.startsWith('altGr') ? ALT_GR_COST : 1,
        first: { text: piece, role },
        role,
      });
    });
  }
  if (layout.typewriterRules) {
    const join = (a: Way, b: Way): Way => ({
      keys: [...a.keys, ...b.keys],
      cost: a.cost + b.cost,
      first: a.first,
      role: 'text',
    });
    for (let round = 0; round < 3; round++) {
      const aas = ways.get(AA_MATRA) ?? [];
      for (const [piece, options] of [...ways]) {
        if (piece.length < 2 || !piece.endsWith(VIRAMA)) continue;
        for (const way of [...options]) for (const aa of aas) offer(piece.slice(0, -1), join(way, aa));
      }
      for (const [first, second, composed] of COMPOSED_PAIRS) {
        for (const a of [...(ways.get(first) ?? [])]) {
          for (const b of ways.get(second) ?? []) offer(composed, join(a, b));
        }
      }
    }
  }
  const byFirst = new Map<string, Map<string, Way[]>>();
  for (const [piece, options] of ways) {
    const group = byFirst.get(piece[0]!) ?? new Map<string, Way[]>();
    group.set(piece, options);
    byFirst.set(piece[0]!, group);
  }
  cache.set(layout, byFirst);
  return byFirst;
}

const cache = new WeakMap<HindiLayout, Map<string, Map<string, Way[]>>>();
