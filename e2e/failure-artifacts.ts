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

/** How much of each app's log (warnings and errors) a failed test prints: the saved file has all of it. */
const PRINTED_LOG_LINES = 30;

/** Where each app's log of the stack stood when a test began: a failed test reports what came after. */
export type LogMarks = Map<string, number>;

export function markAppLogs(stackDir: string): LogMarks {
  const logDir = path.join(stackDir, 'logs');
  const marks: LogMarks = new Map();
  for (const name of fs.existsSync(logDir) ? fs.readdirSync(logDir) : []) {
    const file = path.join(logDir, name);
    marks.set(file, fs.statSync(file).size);
  }
  return marks;
}

/** What each app logged since `marks`: saved whole beside the trace, its tail printed (CI keeps only the output). */
function reportAppLogs(marks: LogMarks, base: string): string[] {
  const saved: string[] = [];
  for (const [file, from] of marks) {
    const size = fs.statSync(file).size;
    if (size <= from) continue;
    const buffer = Buffer.alloc(size - from);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      fs.closeSync(fd);
    }
    const app = path.basename(file, '.log');
    const text = buffer.toString('utf8');
    fs.writeFileSync(`${base}.${app}.log`, text);
    const lines = text.trimEnd().split('\n');
    process.stderr.write(
      `\n${app} logged during the test (last ${Math.min(lines.length, PRINTED_LOG_LINES)} of ${lines.length} lines):\n`,
    );
    process.stderr.write(`${lines.slice(-PRINTED_LOG_LINES).join('\n')}\n`);
    saved.push(`${base}.${app}.log`);
  }
  return saved;
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
 * reported, not thrown (the test's own failure is the one that matters). What the apps logged
 * during the test (warnings and errors) is saved and its tail printed.
 */
export async function finishTrace(context: BrowserContext, page: Page, logMarks: LogMarks): Promise<void> {
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
  saved.push(...reportAppLogs(logMarks, base));
  process.stderr.write(`\nfailed browser test, saved:\n  ${saved.join('\n  ')}\n`);
}
