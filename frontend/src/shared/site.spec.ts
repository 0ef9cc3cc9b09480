import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { GRIEVANCE_RESPONSE_DAYS, MATERIAL_CHANGE_NOTICE_DAYS, MINIMUM_AGE } from './site';

describe('site facts (spec §9)', () => {
  it('holds the legal constants', () => {
    expect(MINIMUM_AGE).toBe(13);
    expect(GRIEVANCE_RESPONSE_DAYS).toBe(30);
    expect(MATERIAL_CHANGE_NOTICE_DAYS).toBe(30);
  });
});

describe('deployment facts stay out of the bundle', () => {
  /** Every source file that can end up in the client bundle (tests excluded). */
  function bundleSources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return bundleSources(file);
      return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
    });
  }

  it('no source holds an email address: addresses come from GET /api/site', () => {
    const sources = bundleSources(path.join(__dirname, '..'));
    expect(sources.length).toBeGreaterThan(50);
    const withAddress = sources.filter((file) =>
      /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}\b/i.test(
        // Package imports (`@typing/contracts`) and decorators are not addresses.
        fs.readFileSync(file, 'utf8').replace(/from '[^']*'|import\('[^']*'\)/g, ''),
      ),
    );
    expect(withAddress).toEqual([]);
  });
});
