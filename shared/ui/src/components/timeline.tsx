import { Spin, type TimelineProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's timeline is built on its steps (8 KiB gzip with them), and one back-office screen
// draws it: it loads when first drawn, not with every screen of the data entry
// (docs/benchmarks.md, "Largest modules on the signed-in /").
const AntTimeline = lazy(() => import('antd/es/timeline'));

/** antd's Timeline, loaded on first use (a small spinner meanwhile). */
export function Timeline(props: TimelineProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <AntTimeline {...props} />
    </Suspense>
  );
}
