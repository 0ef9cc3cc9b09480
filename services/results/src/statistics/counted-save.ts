import type { SaveResultRequest, TestKind } from '@typing/contracts';
import type { UserTotals } from './user-stats.schema';

export interface CountedSave {
  id: string;
  createdAt: Date;
  kind: TestKind;
  result: SaveResultRequest;
}

/** The user's totals after a count, and the saves it counted for the first time. */
export interface CountedTotals {
  totals: UserTotals;
  fresh: CountedSave[];
}
