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
  // The field's own select shows the chosen option's title (another select of the form may
  // show the same one); the list's options are outside the scope (a portal).
  const chosen = scope
    .locator('.ant-select')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getByTitle(option, { exact: true });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    const list = page.locator('.ant-select-dropdown:visible');
    // The list slides in: a click on a moving option may choose nothing.
    await motionSettled(list);
    await list.getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await closeListIfOpen(page, field);
}

/**
 * A single choice closes its list, which slides out: only a list still open once that is over
 * is closed with Escape (an Escape that reaches a drawer closes the drawer, with its form).
 */
async function closeListIfOpen(page: Page, field: Locator) {
  const open = page.locator('.ant-select-dropdown:visible');
  await open
    .first()
    .waitFor({ state: 'hidden', timeout: 2_000 })
    .catch(() => undefined);
  if (await open.count()) await field.press('Escape');
}

/** Picks, in the antd select labelled `label`, the first option whose text matches `text`. */
export async function chooseMatching(page: Page, scope: Locator, label: string, text: RegExp) {
  const field = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    const list = page.locator('.ant-select-dropdown:visible');
    await motionSettled(list);
    await list
      .locator('.ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 5_000 });
    await expect(scope.getByTitle(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await closeListIfOpen(page, field);
}
