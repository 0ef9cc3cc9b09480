import type { ExamPassageView } from '@typing/contracts';
import { englishExamPassages, type ExamPassage } from '@typing/practice-content';
import { examPassageText, examProfile, keyDepressionsOf, passageKeyDepressions } from '@typing/typing-core/exams';
import type { Random } from './passage-library';

/**
 * English exam passages (docs/decisions/india/exam-profiles.md), served at random and cut to the
 * profile's size (`examPassageText`); passages at least that long are preferred so the typist never runs out early.
 */
export class ExamPassageLibrary {
  constructor(
    private readonly passages: readonly ExamPassage[] = englishExamPassages(),
    private readonly random: Random = Math.random,
  ) {}

  /** A random passage for the profile (ids are checked by the request schema; an unknown one is a bug). */
  pick(profileId: string): ExamPassageView {
    const profile = examProfile(profileId);
    if (!profile) throw new Error(`No exam profile ${profileId}`);
    const size = passageKeyDepressions(profile, 'en');
    const longEnough = this.passages.filter((passage) => keyDepressionsOf(passage.text) >= size);
    const pool = longEnough.length > 0 ? longEnough : this.passages;
    if (pool.length === 0) throw new Error('No exam passages');
    const passage = pool[Math.min(pool.length - 1, Math.floor(this.random() * pool.length))]!;
    return { id: passage.id, text: examPassageText(passage.text, profile, 'en'), attribution: passage.attribution };
  }
}
