/** AI Practice's pure part (spec §7, §8): which keys the request names and which words a failure shows. */
import { AI_TEXT_LIMITS, type GetText } from '@typing/contracts/web';
import { TOP_WEAK_KEYS, topWeakKeys, type HindiLayoutId, type KeyCount, type Language } from '@typing/typing-core';
import { SCREEN_ERROR_TEXTS, screenErrorMessage } from '../../../shared/errors';

export const AI_TEXT_ERRORS = {
  noSubscription: 'No active subscription found. Please subscribe to a plan first',
  expired: 'Your subscription has expired. Please renew.',
  limitReached: 'Daily usage limit reached. Try again tomorrow.',
  ...SCREEN_ERROR_TEXTS.aiText,
} as const;

export interface MisTypesSource {
  readonly weakKeyStats: readonly KeyCount[];
  readonly wrongKeyPresses: readonly string[];
  readonly language?: Language;
  readonly layout?: HindiLayoutId;
}

/** Spec §7: the last result's top 5 weak keys, else its wrong keys; empty lets the server use long-term weak keys. */
export function misTypesFor(result: MisTypesSource | undefined): string[] {
  if (!result) return [];
  const top = topWeakKeys(result.weakKeyStats, TOP_WEAK_KEYS).map(({ key }) => key);
  const keys = top.length > 0 ? top : [...result.wrongKeyPresses];
  return keys.filter((key) => key.length === 1).slice(0, AI_TEXT_LIMITS.misTypesMax);
}

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/** Spec §8's AI text rows; a 429 by its code (the daily limit, or a request-rate limit with its wait). */
export function aiTextErrorMessage(error: unknown): string {
  switch (statusOf(error)) {
    case 404:
      return AI_TEXT_ERRORS.noSubscription;
    case 403:
      return AI_TEXT_ERRORS.expired;
    default:
      return screenErrorMessage('aiText', error);
  }
}

export function aiTextReadyMessage(remainingDailyLimit: number): string {
  return `New practice text ready. ${remainingDailyLimit} AI ${remainingDailyLimit === 1 ? 'text' : 'texts'} left today.`;
}

/** The practice request: Hindi names its emulated layout; the last result's keys go only if typed the same way. */
export function aiTextRequest(
  practising: Language,
  hindiLayout: HindiLayoutId | undefined,
  last: MisTypesSource | undefined,
): GetText {
  if (practising === 'hi') {
    const sameWay = last?.language === 'hi' && last.layout === hindiLayout;
    return {
      misTypes: sameWay ? misTypesFor(last) : [],
      language: 'hi',
      ...(hindiLayout === undefined ? {} : { layout: hindiLayout }),
    };
  }
  return { misTypes: last?.language === 'hi' ? [] : misTypesFor(last) };
}
