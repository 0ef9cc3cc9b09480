/** The passage an exam serves: one shared rule, so the server can re-derive exactly what the candidate was shown. */
import { InvalidEvaluationError } from './evaluate';
import type { ExamLanguage, ExamProfile } from './profiles';
import { keyDepressionsOf } from './words';

export function passageKeyDepressions(profile: ExamProfile, language: ExamLanguage): number {
  const rule = profile.languages.find((candidate) => candidate.language === language);
  if (!rule) throw new InvalidEvaluationError(`${profile.id} has no ${language} test`);
  return rule.passageKeyDepressions;
}

/** Key depressions as `countKeys` counts them; the whole text, trimmed, when it is shorter. */
export function examPassageText(
  text: string,
  profile: ExamProfile,
  language: ExamLanguage,
  countKeys: (text: string) => number = keyDepressionsOf,
): string {
  const target = passageKeyDepressions(profile, language);
  const normal = text.normalize('NFC').trim();
  let counted = 0;
  let countedTo = 0;
  for (const match of normal.matchAll(/\S+/gu)) {
    const end = match.index + match[0].length;
    counted += countKeys(normal.slice(countedTo, end));
    countedTo = end;
    if (counted >= target) return normal.slice(0, end);
  }
  return normal;
}
