import { expect, type Locator, type Page } from '@playwright/test';
import { motionSettled } from './motion';

/**
 * Picks `option` in the antd select labelled `label` inside `scope`, and closes its list.
 * The choice is checked on the field itself (the selected item shows the option's title):
 * a click that lands while the list is still loading its options or sliding in does not
 * choose anything, so the pick is repeated until the field shows it.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  // The selected item carries the title; the list's options are outside the scope (a portal).
  const chosen = scope.getByTitle(option, { exact: true });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    const list = page.locator('.ant-select-dropdown:visible');
    // The list slides in: a click on a moving option may choose nothing.
    await motionSettled(list);
    await list.getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  if (await page.locator('.ant-select-dropdown:visible').count()) await field.press('Escape');
}
