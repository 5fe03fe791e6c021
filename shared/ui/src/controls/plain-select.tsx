import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { CSSProperties, ReactNode } from 'react';
import { SvgIcon } from '@arara/ui/base';

export type PlainSelectOption<Value extends string> = {
  value: Value;
  label: string;
  disabled?: boolean;
};

export type PlainSelectProps<Value extends string> = {
  /** The accessible name (the control has no visible label of its own). */
  'aria-label': string;
  /** The chosen option; `undefined` shows `placeholder`. */
  value: Value | undefined;
  options: PlainSelectOption<Value>[];
  onChange: (value: Value) => void;
  /** What it reads while nothing is chosen (not an option the user can pick). */
  placeholder?: string;
  /** An icon before the value, as antd's Select `prefix`. */
  prefix?: ReactNode;
  /** Options still loading: a spinner instead of the arrow, the control disabled. */
  loading?: boolean;
  /** The outer box (width, min-width). */
  style?: CSSProperties;
};

/**
 * A native <select> in the look of antd's Select (BaseTheme's stylesheet, `.arara-select`): for
 * the few selects every signed-in page draws (the header's merchant and language, the period
 * filter), so that antd's Select and its virtual list (20 KiB gzip) load only with the screens
 * that need its search, multiple choice or custom options (`@arara/ui/input`). The list that
 * opens is the browser's own: keyboard, screen readers and touch work as in any form.
 */
export function PlainSelect<Value extends string>({
  value,
  options,
  onChange,
  placeholder,
  prefix,
  loading = false,
  style,
  'aria-label': label,
}: PlainSelectProps<Value>) {
  const byValue = new Map(options.map((option) => [option.value as string, option]));
  return (
    <span
      className={`arara-input arara-select${prefix ? ' arara-select-prefixed' : ''}`}
      style={style}
    >
      {prefix ? <span className="arara-select-prefix">{prefix}</span> : null}
      <select
        aria-label={label}
        aria-busy={loading || undefined}
        disabled={loading}
        value={value ?? ''}
        onChange={(event) => {
          const option = byValue.get(event.target.value);
          if (option && !option.disabled) onChange(option.value);
        }}
      >
        {value === undefined ? (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className="arara-select-arrow">
        <SvgIcon icon={loading ? LoadingOutlined : DownOutlined} spin={loading} />
      </span>
    </span>
  );
}
