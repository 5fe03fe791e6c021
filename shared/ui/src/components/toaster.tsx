import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
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

// sonner is fetched with the first toast, not with the page: /login shows one only when a
// sign-in fails (docs/architecture.md "Design system"). Its Toaster listens from the moment it
// mounts, so a toast waits for a mounted Toaster.
let sonner: typeof Sonner | null = null;
let loading: Promise<typeof Sonner> | null = null;
let mountedToasters = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadSonner(): Promise<typeof Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    notify();
    return module;
  });
  return loading;
}

/** Settles once sonner is loaded and a Toaster listens. */
async function toasterReady(): Promise<typeof Sonner> {
  const module = await loadSonner();
  if (mountedToasters > 0) return module;
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      if (mountedToasters === 0) return;
      stop();
      resolve(module);
    });
  });
}

type Message = Parameters<typeof Sonner.toast>[0];
type Options = Parameters<typeof Sonner.toast>[1];

function show(call: (toast: typeof Sonner.toast) => unknown): void {
  void toasterReady().then((module) => call(module.toast));
}

/** sonner's `toast` (the calls the screens make), loading sonner on first use. */
export const toast = Object.assign(
  (message: Message, options?: Options) => show((t) => t(message, options)),
  {
    success: (message: Message, options?: Options) => show((t) => t.success(message, options)),
    error: (message: Message, options?: Options) => show((t) => t.error(message, options)),
    warning: (message: Message, options?: Options) => show((t) => t.warning(message, options)),
    info: (message: Message, options?: Options) => show((t) => t.info(message, options)),
    /** Closes one toast, or every toast without an id (nothing is shown before sonner loads). */
    dismiss: (id?: string | number) => {
      sonner?.toast.dismiss(id);
    },
  },
);

/** Runs after sonner's Toaster has subscribed (a sibling's effects run after the one before it). */
function Listening() {
  useEffect(() => {
    mountedToasters += 1;
    notify();
    return () => {
      mountedToasters -= 1;
    };
  }, []);
  return null;
}

/**
 * `duration`: the spec's 4000 ms; tests on a loaded machine pass a longer one, so a toast is not
 * gone before a slow query of the page finds it.
 */
export function Toaster({ duration = TOASTER_SETTINGS.duration }: { duration?: number } = {}) {
  const { resolvedTheme } = useTheme();
  const module = useSyncExternalStore(subscribe, () => sonner);
  if (!module) return null;
  return (
    <>
      <module.Toaster
        theme={resolvedTheme}
        position={TOASTER_SETTINGS.position}
        duration={duration}
        visibleToasts={TOASTER_SETTINGS.visibleToasts}
        gap={TOASTER_SETTINGS.gap}
        hotkey={[...TOASTER_SETTINGS.hotkey]}
        style={{ '--width': `${TOASTER_SETTINGS.width}px` } as CSSProperties}
        closeButton
      />
      <Listening />
    </>
  );
}
