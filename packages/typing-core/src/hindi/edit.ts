/** A change to the typed text just before the caret: remove `deleteBefore` code points, then insert `insert`. */
export interface TextEdit {
  readonly deleteBefore: number;
  readonly insert: string;
}

export function applyEdit(text: string, edit: TextEdit): string {
  const points = Array.from(text);
  return points.slice(0, Math.max(0, points.length - edit.deleteBefore)).join('') + edit.insert;
}

/** The edit that turns `before` into `after` by rewriting only what follows their common prefix. */
export function editBetween(before: readonly string[], after: readonly string[]): TextEdit {
  let same = 0;
  const limit = Math.min(before.length, after.length);
  while (same < limit && before[same] === after[same]) same++;
  return { deleteBefore: before.length - same, insert: after.slice(same).join('') };
}
