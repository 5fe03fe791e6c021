/**
 * The input entry: antd's `Input` and `Select` (with `@rc-component/select`'s virtual list),
 * antd's `Typography` (its copyable and editable text is built on Input's TextArea) and the
 * lists' virtual-account filter. Loaded by the screens that take input, not by the signed-in
 * home: the header's and the period filter's selects are `PlainSelect`s, native <select>s
 * (docs/architecture.md "Design system", docs/benchmarks.md).
 */
export { Input, Select, Typography } from 'antd';
export { VirtualAccountFilter } from './components/virtual-account-filter';
