import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { TEST_FAILED } from './journey-environment';

/** Where every failed browser test leaves its trace and screenshot (gitignored; printed by .ci/run). */
export const FAILURE_DIR = path.resolve(__dirname, 'artifacts', 'failures');

/**
 * Records the test's trace (every action, its timing, console and network), kept only if it fails.
 * No DOM snapshots and no screencast: a snapshot per action (each key a journey presses) made the
 * browser phase several times slower; the screenshot taken at the failure shows the page as it was.
 */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({ snapshots: false, screenshots: false, sources: false });
}

/** A file name for the running test: its file and full name, readable and safe on any disk. */
function artifactName(): string {
  const { testPath, currentTestName } = expect.getState();
  const name = `${path.basename(testPath ?? 'unknown', '.e2e.spec.ts')}--${currentTestName ?? 'unnamed'}`;
  return name.replace(/[^\w.-]+/g, '-').slice(0, 150);
}

/**
 * Ends the test's trace: saved with a full-page screenshot when the test failed, dropped otherwise.
 * A page that hangs cannot stop its own evidence: each capture is bounded and a failed capture is
 * reported, not thrown (the test's own failure is the one that matters).
 */
export async function finishTrace(context: BrowserContext, page: Page): Promise<void> {
  if (!(globalThis as Record<string, unknown>)[TEST_FAILED]) {
    await context.tracing.stop();
    return;
  }
  fs.mkdirSync(FAILURE_DIR, { recursive: true });
  const base = path.join(FAILURE_DIR, artifactName());
  const saved: string[] = [];
  await page
    .screenshot({ path: `${base}.png`, fullPage: true, timeout: 30_000 })
    .then(() => saved.push(`${base}.png`))
    .catch((error: Error) => saved.push(`(no screenshot: ${error.message.split('\n')[0]})`));
  await context.tracing
    .stop({ path: `${base}.trace.zip` })
    .then(() => saved.push(`${base}.trace.zip (npx playwright-core show-trace <file>)`))
    .catch((error: Error) => saved.push(`(no trace: ${error.message.split('\n')[0]})`));
  process.stderr.write(`\nfailed browser test, saved:\n  ${saved.join('\n  ')}\n`);
}
