import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_APP_NAMES } from './apps';
import { appsForChange, watchSources } from './source-watch';

describe('appsForChange', () => {
  it('restarts the app whose source changed, every Node app for a shared package', () => {
    expect(appsForChange('gateway/src/auth/auth.controller.ts')).toEqual(['gateway']);
    expect(appsForChange('services/results/src/results.service.ts')).toEqual(['results']);
    expect(appsForChange('services/ai-text/src/main.ts')).toEqual(['ai-text']);
    expect(appsForChange('packages/contracts/src/results.ts')).toEqual([...NODE_APP_NAMES]);
  });

  it('leaves apps alone for tests, other folders and other files', () => {
    expect(appsForChange('gateway/src/auth/auth-limits.spec.ts')).toEqual([]);
    expect(appsForChange('gateway/src/rpc/rpc-contracts.type-test.ts')).toEqual([]);
    expect(appsForChange('gateway/test/auth.int.spec.ts')).toEqual([]);
    expect(appsForChange('frontend/src/app/main.tsx')).toEqual([]);
    expect(appsForChange('services/unknown/src/main.ts')).toEqual([]);
    expect(appsForChange('services/results/src/notes.md')).toEqual([]);
  });
});

describe('watchSources', () => {
  it('reports one burst of saves once, with the apps concerned', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'source-watch-'));
    for (const folder of ['gateway/src', 'services/results/src', 'services/auth/src'])
      fs.mkdirSync(path.join(root, folder), { recursive: true });
    const calls: string[][] = [];
    const stop = watchSources((apps) => calls.push(apps), { root, settleMs: 100 });
    try {
      fs.writeFileSync(path.join(root, 'services/results/src/a.ts'), 'export const a = 1;');
      fs.writeFileSync(path.join(root, 'gateway/src/b.ts'), 'export const b = 1;');
      fs.writeFileSync(path.join(root, 'gateway/src/b.spec.ts'), 'export {};');
      await new Promise<void>((resolve) => {
        const poll = setInterval(() => calls.length > 0 && (clearInterval(poll), resolve()), 20);
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(calls).toHaveLength(1);
      expect([...calls[0]!].sort()).toEqual(['gateway', 'results']);
    } finally {
      stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
