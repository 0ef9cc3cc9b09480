/** A kind of test as people read it: 'time-60' → '60 seconds', 'words-25' → '25 words', 'quote-short' → 'Short quote'. */
export function kindLabel(kind: string): string {
  const [mode, size] = kind.split('-');
  if (mode === 'time') return `${size} seconds`;
  if (mode === 'words') return `${size} words`;
  if (mode === 'quote' && size) return `${size[0]!.toUpperCase()}${size.slice(1)} quote`;
  return 'Custom text';
}
