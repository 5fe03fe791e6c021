import type { Page } from '@playwright/test';

type Target = { selector: string; text: string; exact?: boolean };

/**
 * Milliseconds from a click (the click event's own time in the page) until an element matching
 * `target` is in the page and visible, as the page itself sees it: a MutationObserver and every
 * animation frame check the page, so the figure is not rounded up to the retry schedule of a
 * Playwright wait (which polls at growing intervals, up to 500 ms apart).
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
    const check = () => {
      if (probe.shownAt === undefined && probe.clickedAt !== undefined && isShown()) {
        probe.shownAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    const everyFrame = () => {
      check();
      if (probe.shownAt === undefined) requestAnimationFrame(everyFrame);
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
