/** Order statistics for the benchmarks' samples (nearest-rank percentiles). */
export interface Summary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    mean,
  };
}

export interface Check {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  readonly unit: string;
  /** The limit is a floor (a score to reach), not a ceiling. */
  readonly atLeast?: boolean;
}

const passed = (check: Check) => (check.atLeast ? check.value >= check.limit : check.value <= check.limit);

export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  // Tiny figures (µs as ms) keep three significant digits instead of rounding to 0.00.
  if (value !== 0 && Math.abs(value) < 0.1) return value.toPrecision(3);
  return value.toFixed(digits);
}

export function printChecks(checks: readonly Check[]): boolean {
  console.log('\nBudgets');
  for (const check of checks) {
    const verdict = passed(check) ? 'PASS' : 'FAIL';
    console.log(
      `  ${verdict}  ${check.name}: ${formatNumber(check.value)} ${check.unit} (budget ${check.atLeast ? '≥' : '≤'} ${check.limit} ${check.unit})`,
    );
  }
  return checks.every(passed);
}
