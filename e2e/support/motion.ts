import type { Locator } from '@playwright/test';

/**
 * Waits until `locator`'s element has stopped moving: no antd/rc-motion state class on it or its
 * ancestors (a modal sits in `ant-zoom-appear-start` at a fifth of its size until the browser
 * paints the next frame, with no CSS animation running yet), and the CSS animations of it, its
 * ancestors and its descendants finished (antd's modals and drawers zoom or slide in). A click on
 * a button that is still moving can press on one spot and release on another: the browser then
 * fires no click, and the test waits for an effect that never comes (a CI failure: "Send Pix"
 * clicked in a code dialog still at `appear-start`, no request sent). Endless animations
 * (spinners) are not waited for. Call it once the element is there (after a visibility
 * expectation).
 */
export async function motionSettled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const motionClass = /(^|\s)\S+-(appear|enter|leave)(-(prepare|start|active))?(?=\s|$)/;
    const inMotion = () => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (motionClass.test(node.getAttribute('class') ?? '')) return true;
      }
      return false;
    };
    const running = () =>
      document.getAnimations().filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const endless = animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY;
        return (
          !endless &&
          target instanceof Element &&
          (target.contains(element) || element.contains(target))
        );
      });
    // A state class left behind or an animation that never ends (no frame painted) must not
    // hang the flow: 3 s at most, far more than antd's 0.3 s motions.
    const deadline = performance.now() + 3_000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (performance.now() < deadline) {
      const moving = running();
      if (moving.length === 0 && !inMotion()) return;
      await Promise.race([
        Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
        pause(moving.length > 0 ? deadline - performance.now() : 20),
      ]);
    }
  });
}
