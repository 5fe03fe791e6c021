/**
 * The card entry: antd's `Card` (whose module imports antd's Tabs, for its tab list), `Tabs` and
 * `Statistic` (which brings antd's Skeleton), for detail screens, reports and forms. The home
 * draws its cards as `Panel`s of the core entry and does not load this one (docs/benchmarks.md).
 */
export { Card, Statistic, Tabs } from 'antd';
