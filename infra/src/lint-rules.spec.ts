/**
 * The house rules ESLint enforces (eslint.config.mjs), each shown to fire on a forbidden case and
 * to stay quiet on the allowed one. Code is linted in memory under file paths of the real tree,
 * so import paths resolve against the files that exist.
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it('refuses an import across frontend features', async () => {
    const code = "import { DashboardPage } from '../dashboard/DashboardPage';\nexport const page = DashboardPage;\n";
    expect(await ruleIds('frontend/src/features/typing/probe.ts', code)).toContain(restricted);
  });

  it('allows a feature to import shared code and its own files', async () => {
    const code =
      "import { api } from '../../shared/api';\nimport { HINT } from './TypingTestPage';\nexport { api, HINT };\n";
    expect(await ruleIds('frontend/src/features/typing/probe.ts', code)).toEqual([]);
  });

  it('keeps shared code below the features and the app', async () => {
    const fromFeature = "import { HINT } from '../features/typing/TypingTestPage';\nexport { HINT };\n";
    const fromApp = "import { store } from '../app/store';\nexport { store };\n";
    expect(await ruleIds('frontend/src/shared/probe.ts', fromFeature)).toContain(restricted);
    expect(await ruleIds('frontend/src/shared/probe.ts', fromApp)).toContain(restricted);
  });

  it('keeps features below the app', async () => {
    const code = "import { router } from '../../app/router';\nexport { router };\n";
    expect(await ruleIds('frontend/src/features/typing/probe.ts', code)).toContain(restricted);
  });

  it('refuses an import from one app into another, and from a package into an app', async () => {
    const serviceIntoGateway =
      "import { resultsService } from '../../services/results/src';\nexport { resultsService };\n";
    const appIntoPackage =
      "import { createGatewayApp } from '../../../gateway/src/app';\nexport { createGatewayApp };\n";
    expect(await ruleIds('gateway/src/probe.ts', serviceIntoGateway)).toContain(restricted);
    expect(await ruleIds('packages/contracts/src/probe.ts', appIntoPackage)).toContain(restricted);
  });
});

describe('react-hooks', () => {
  it('refuses a hook called conditionally and an incomplete dependency list', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Probe({ on, id }: { on: boolean; id: string }) {',
      '  if (on) useState(0);',
      '  useEffect(() => console.log(id), []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const ids = await ruleIds('frontend/src/features/typing/Probe.tsx', code);
    expect(ids).toEqual(expect.arrayContaining(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']));
  });
});

describe('file names', () => {
  const empty = 'export {};\n';
  it.each([
    'gateway/src/results/results.controller.ts',
    'frontend/src/features/typing/TypingTestPage.tsx',
    'frontend/src/features/typing/useChartColors.ts',
    'gateway/src/rpc/rpc-contracts.type-test.ts',
  ])('accepts %s', async (file) => {
    expect(await ruleIds(file, empty)).toEqual([]);
  });

  it.each([
    'gateway/src/results/resultsController.ts',
    'frontend/src/features/typing/typing_page.tsx',
    'services/results/src/Results.service.ts',
  ])('refuses %s', async (file) => {
    expect(await ruleIds(file, empty)).toContain('check-file/filename-naming-convention');
  });
});
