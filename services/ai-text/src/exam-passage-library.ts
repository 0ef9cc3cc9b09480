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

  /** Recent passages are left out first, then short ones, so the typist runs out early only if every long one is recent. */
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
    // Every Hindi passage reaches the largest Hindi size on every layout (tested), so only English ones are measured.
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
