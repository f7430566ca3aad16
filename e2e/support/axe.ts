import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  /** One line per failing element: its CSS target and what axe says is wrong. */
  targets: string[];
}

/**
 * Runs axe-core on what the page shows now (every rule axe runs by default: WCAG 2.x A and AA and
 * its best practices) and
 * returns its violations. The source is evaluated through the DevTools protocol, so the page's
 * Content-Security-Policy (no inline scripts) does not block it.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // Strings: this package is compiled without the DOM types.
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(axeSource);
  const results = (await page.evaluate(
    "axe.run(document, { resultTypes: ['violations'] })",
  )) as AxeResults;
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map(
      (n) =>
        `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
    ),
  }));
}

/** The violations a user with a screen reader or low vision is blocked or badly hindered by. */
export const blocking = (findings: AxeFinding[]) =>
  findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');

/** One readable paragraph per violation: rule, impact, help and every failing target. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings
    .map(
      (f) => `${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `  - ${t}`).join('\n')}`,
    )
    .join('\n');
