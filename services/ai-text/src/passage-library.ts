import { type PassageView } from '@typing/contracts';
import { mobyDickPassages } from '@typing/practice-content';
import type { QuoteLength } from '@typing/typing-core';

export type Random = () => number;

export class PassageLibrary {
  private readonly byLength = new Map<QuoteLength, PassageView[]>();

  constructor(
    passages: readonly PassageView[] = mobyDickPassages(),
    private readonly random: Random = Math.random,
  ) {
    for (const passage of passages) {
      const bucket = this.byLength.get(passage.length) ?? [];
      bucket.push({ text: passage.text, length: passage.length, attribution: passage.attribution });
      this.byLength.set(passage.length, bucket);
    }
  }

  /** Every bucket holds hundreds; an empty one is a build error. */
  pick(length: QuoteLength): PassageView {
    const bucket = this.byLength.get(length);
    if (!bucket?.length) throw new Error(`No ${length} passages`);
    return bucket[Math.min(bucket.length - 1, Math.floor(this.random() * bucket.length))]!;
  }
}
