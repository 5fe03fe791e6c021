import type { Page } from '@playwright/test';

type Target = { selector: string; text: string; exact?: boolean };

/**
 * Milliseconds from a click (the click event's own time in the page) until the first animation
 * frame where an element matching `target` is in the page and visible, as the page itself sees
 * it: accurate to a frame, instead of rounded up to the retry schedule of a Playwright wait
 * (which polls at growing intervals, up to 500 ms apart). Checked once per frame only, when the
 * browser lays the page out anyway: checking on every DOM change would force extra layouts and
 * slow down the page being measured.
 */
export async function timeToShow(
  page: Page,
  click: () => Promise<void>,
  target: Target,
): Promise<number> {
  await page.evaluate((wanted) => {
    const probe = window as unknown as { clickedAt?: number; shownAt?: number };
    probe.clickedAt = undefined;
    probe.shownAt = undefined;
    window.addEventListener('click', (event) => (probe.clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const isShown = () =>
      [...document.querySelectorAll<HTMLElement>(wanted.selector)].some((element) => {
        const text = element.textContent?.trim() ?? '';
        const matches = wanted.exact ? text === wanted.text : text.includes(wanted.text);
        return matches && element.getClientRects().length > 0;
      });
    const everyFrame = (frameTime: number) => {
      if (probe.clickedAt !== undefined && isShown()) probe.shownAt = frameTime;
      else requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, target);
  await click();
  const handle = await page.waitForFunction(() => {
    const probe = window as unknown as { clickedAt?: number; shownAt?: number };
    return probe.shownAt !== undefined && probe.clickedAt !== undefined
      ? Math.round(probe.shownAt - probe.clickedAt)
      : undefined;
  });
  return (await handle.jsonValue()) as number;
}

/**
 * Milliseconds from the start of the navigation to `url` (the page's time origin) until the
 * first animation frame where an element matching `target` is visible: the first page's time,
 * as timeToShow times a click. Use a fresh page: the probe stays installed for its next loads.
 */
export async function timeToFirstShow(page: Page, url: string, target: Target): Promise<number> {
  await page.addInitScript((wanted) => {
    const probe = window as unknown as { firstShownAt?: number };
    const isShown = () =>
      [...document.querySelectorAll<HTMLElement>(wanted.selector)].some((element) => {
        const text = element.textContent?.trim() ?? '';
        const matches = wanted.exact ? text === wanted.text : text.includes(wanted.text);
        return matches && element.getClientRects().length > 0;
      });
    const everyFrame = (frameTime: number) => {
      if (isShown()) probe.firstShownAt = frameTime;
      else requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, target);
  await page.goto(url);
  const handle = await page.waitForFunction(() => {
    const probe = window as unknown as { firstShownAt?: number };
    return probe.firstShownAt === undefined ? undefined : Math.round(probe.firstShownAt);
  });
  return (await handle.jsonValue()) as number;
}
