/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The daily AI allowance resets and the daily leaderboards end when it changes. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function nextIndiaMidnight(at: Date): Date {
  const day = indiaDay(at);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 3600 * 1000 - IST_OFFSET_MS);
}
