/** `npm run bench -w bench`; `--engine`, `--key-log`, `--exams`, `--hindi`, `--house` or `--browser` runs one part. */
import { runBrowserBench } from './browser.bench';
import { runEngineBench } from './engine.bench';
import { runExamEvaluationBench } from './exam-evaluation.bench';
import { runHindiKeysBench } from './hindi-keys.bench';
import { runHouseBench } from './house.bench';
import { runKeyLogBench } from './key-log.bench';
import { printChecks, type Check } from './stats';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const wants = (name: string) => only.length === 0 || only.includes(`--${name}`);
  const checks: Check[] = [];
  if (wants('engine')) checks.push(...runEngineBench());
  if (wants('key-log')) checks.push(...runKeyLogBench());
  if (wants('exams')) checks.push(...runExamEvaluationBench());
  if (wants('hindi')) checks.push(...runHindiKeysBench());
  if (wants('house')) checks.push(...runHouseBench());
  if (wants('browser')) checks.push(...(await runBrowserBench()));
  const ok = printChecks(checks);
  console.log(ok ? '\nAll budgets met.' : '\nOver budget: see FAIL above.');
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
