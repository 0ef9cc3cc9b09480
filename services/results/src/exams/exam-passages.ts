import { englishExamPassages, type ExamPassage } from '@typing/practice-content';
import { hindiExamPassages } from '@typing/practice-content/hindi';

let byId: Map<string, ExamPassage> | undefined;

/** The English or Hindi exam passage with this id, or undefined (read once, on the first exam saved). */
export function examPassage(id: string): ExamPassage | undefined {
  byId ??= new Map([...englishExamPassages(), ...hindiExamPassages()].map((passage) => [passage.id, passage]));
  return byId.get(id);
}
