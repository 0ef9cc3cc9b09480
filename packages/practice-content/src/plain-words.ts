/** Keep in step with `plainWords` in scripts/build-content.mjs, which filters with the same rule. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}
