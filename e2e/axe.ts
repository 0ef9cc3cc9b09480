import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const NO_MOTION = '*, *::before, *::after { animation: none !important; transition: none !important; }';

interface AxeInPage {
  axe: {
    run(context: unknown, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
  document: unknown;
}

/** WCAG 2 A/AA violations on the page as axe-core reports them: "rule: selector, …". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: an opening dialog or a hover transition half-way through would
  // read as a contrast failure (or hide one), so motion is off while axe looks, then back on.
  const noMotion = await page.addStyleTag({ content: NO_MOTION });
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.addScriptTag({ content: AXE_SOURCE });
  try {
    return await page.evaluate(async () => {
      // Runs in the browser: the page's globals, typed here for the Node-side compiler.
      const { axe, document } = globalThis as unknown as AxeInPage;
      const { violations } = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  } finally {
    await noMotion.evaluate((style) => style.remove());
  }
}
