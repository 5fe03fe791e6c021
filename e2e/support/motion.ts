import type { Locator } from '@playwright/test';

/**
 * Waits until the CSS animations of `locator`'s element, of its ancestors and of its descendants
 * have finished (antd's modals and drawers zoom or slide in). A click on a button that is still
 * moving can press on one spot and release on another: the browser then fires no click, and the
 * test waits for an effect that never comes. Endless animations (spinners) are not waited for.
 * Call it once the element is there (after a visibility expectation).
 */
export async function motionSettled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const endless = animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY;
      return (
        !endless &&
        target instanceof Element &&
        (target.contains(element) || element.contains(target))
      );
    });
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}
