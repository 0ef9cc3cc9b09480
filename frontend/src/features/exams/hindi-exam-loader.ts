/** The Hindi exam chunk (hindi-exam.ts), so English exams load none of the Hindi layouts. */
export type HindiExam = typeof import('./hindi-exam');

let loading: Promise<HindiExam> | undefined;

/** Loads the chunk once per page; a failed load is tried again next time. */
export function loadHindiExam(): Promise<HindiExam> {
  loading ??= import('./hindi-exam').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
