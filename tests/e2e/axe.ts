import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules the product keeps: WCAG 2.1 levels A and AA (axe-core's tags for them). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page as it is now with axe-core and answers one line per violation and element
 * (`rule-id: selector – summary`), empty when the page is clean, so a failure names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} – ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`,
    ),
  );
}
