import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '../theme/theme-store';

/** docs/requirements/ui-conventions.md "Notifications": bottom-right, 4000 ms, 3 visible, 356 px wide, 14 px gap, Alt+T. */
export const TOASTER_SETTINGS = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  hotkey: ['altKey', 'KeyT'],
} as const;

/**
 * `duration`: the spec's 4000 ms; tests on a loaded machine pass a longer one, so a toast is not
 * gone before a slow query of the page finds it.
 */
export function Toaster({ duration = TOASTER_SETTINGS.duration }: { duration?: number } = {}) {
  const { resolvedTheme } = useTheme();
  return (
    <SonnerToaster
      theme={resolvedTheme}
      position={TOASTER_SETTINGS.position}
      duration={duration}
      visibleToasts={TOASTER_SETTINGS.visibleToasts}
      gap={TOASTER_SETTINGS.gap}
      hotkey={[...TOASTER_SETTINGS.hotkey]}
      style={{ '--width': `${TOASTER_SETTINGS.width}px` } as React.CSSProperties}
      closeButton
    />
  );
}
