import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/** axe-core's browser build, the engine Storybook's a11y addon runs on every story. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  /** The first few elements it found, as CSS selectors. */
  targets: string[];
}

/**
 * What axe finds wrong on the page as it is now (WCAG 2.1 A and AA and axe's best practices). The
 * engine is evaluated through the DevTools protocol, so the admin's CSP (no inline script) stays on.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
}
