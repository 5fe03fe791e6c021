import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one frame after the rest of the page: the figures a user came for
 * (balance cards) paint first, the heavier chart and tables right after, instead of everything
 * waiting for the slowest part of one big render.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <>{isReady ? children : fallback}</>;
}
