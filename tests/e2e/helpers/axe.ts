// Accessibility scan of the page as it is drawn, with failures printed so a reader can act on them.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').split('\n').join('\n      ')}`,
    )
    .join('\n');
  return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
}

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    violations.length,
    `axe found WCAG 2.1 A/AA violations on ${what}:\n${violations.map(describe).join('\n')}`,
  ).toBe(0);
}
