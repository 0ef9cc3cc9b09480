import type { ExamPassageView } from '@typing/contracts';
import type { HindiLayoutId } from '@typing/typing-core';
import { englishExamPassages, type ExamPassage } from '@typing/practice-content';
import { hindiExamPassages } from '@typing/practice-content/hindi';
import {
  type ExamLanguage,
  examPassageText,
  examProfile,
  keyDepressionsOf,
  passageKeyDepressions,
} from '@typing/typing-core/exams';
import { hindiKeyCounter } from '@typing/typing-core/exams/hindi';
import type { Random } from './passage-library';

/**
 * English and Hindi exam passages (docs/decisions/india/exam-profiles.md), served at random and cut
 * to the profile's size (`examPassageText`). Passages the member sat recently are left out first, then
 * those shorter than the profile's size, so the typist never runs out early unless every long
 * enough passage was seen recently.
 */
/** Which passage is asked for: a profile, English unless Hindi with its layout. */
export interface ExamPassageChoice {
  readonly profile: string;
  readonly language?: ExamLanguage;
  readonly layout?: HindiLayoutId;
}

export class ExamPassageLibrary {
  constructor(
    private readonly passages: readonly ExamPassage[] = englishExamPassages(),
    private readonly random: Random = Math.random,
    private readonly hindi: () => readonly ExamPassage[] = hindiExamPassages,
  ) {}

  /**
   * A random passage for the profile in its language (Hindi cut in the layout's key presses), none
   * of `recent` (passage ids, newest first) when another is left; when every passage is recent, the
   * one seen longest ago. Profiles, languages and layouts are checked by the request schema: an
   * unknown one is a bug.
   */
  pick(
    { profile: profileId, language = 'en', layout }: ExamPassageChoice,
    recent: readonly string[] = [],
  ): ExamPassageView {
    const profile = examProfile(profileId);
    if (!profile) throw new Error(`No exam profile ${profileId}`);
    if (language === 'hi' && !layout) throw new Error('A Hindi exam passage needs a layout');
    const passages = language === 'hi' ? this.hindi() : this.passages;
    if (passages.length === 0) throw new Error('No exam passages');
    const countKeys = layout && language === 'hi' ? hindiKeyCounter(layout) : keyDepressionsOf;
    const size = passageKeyDepressions(profile, language);
    const seen = new Set(recent);
    const unseen = passages.filter((passage) => !seen.has(passage.id));
    // Every Hindi passage is built to reach the largest Hindi size on every layout (tested with the
    // passages), so only English ones are measured: counting a layout's keys costs more.
    const longEnough = language === 'hi' ? unseen : unseen.filter((passage) => countKeys(passage.text) >= size);
    const pool = longEnough.length > 0 ? longEnough : unseen;
    const passage = pool.length > 0 ? this.anyOf(pool) : seenLongestAgo(passages, recent);
    return {
      id: passage.id,
      text: examPassageText(passage.text, profile, language, countKeys),
      attribution: passage.attribution,
    };
  }

  private anyOf(pool: readonly ExamPassage[]): ExamPassage {
    return pool[Math.min(pool.length - 1, Math.floor(this.random() * pool.length))]!;
  }
}

function seenLongestAgo(passages: readonly ExamPassage[], recent: readonly string[]): ExamPassage {
  const age = new Map(recent.map((id, index) => [id, index] as const).reverse());
  return passages.reduce((oldest, passage) =>
    (age.get(passage.id) ?? 0) > (age.get(oldest.id) ?? 0) ? passage : oldest,
  );
}
