/** The first word of a full name, for the top bar ('Asha Rao' → 'Asha'); the whole name if it has one word. */
export function firstName(fullName: string): string {
  const trimmed = fullName.trim();
  return trimmed.split(/\s+/)[0] || trimmed;
}
