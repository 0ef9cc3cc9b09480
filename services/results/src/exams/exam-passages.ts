import { englishExamPassages, type ExamPassage } from '@typing/practice-content';

let byId: Map<string, ExamPassage> | undefined;

/** The English exam passage with this id, or undefined (read once, on the first exam saved). */
export function examPassage(id: string): ExamPassage | undefined {
  byId ??= new Map(englishExamPassages().map((passage) => [passage.id, passage]));
  return byId.get(id);
}
