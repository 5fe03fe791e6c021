import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The shell's stored theme choice (shared/ui's ThemeProvider reads it before the first paint). */
const THEME_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Opens every page of the test in `theme`: call before the first navigation. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_KEY,
    theme,
  ] as const);
}

/** One axe finding: the rule, how bad, and where (up to five elements, with axe's reason). */
export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe (every rule of axe-core, WCAG 2.x A/AA and best practices) on the page as it is and
 * returns the `serious` and `critical` violations. Waits for the page to be still first: no
 * loading spinner, no skeleton, no element moving in.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`),
    }));
}

/** Fails the test (softly: every page is still checked) when `page` has a serious finding. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect.soft(findings, `${label}: serious or critical axe violations`).toEqual([]);
}
