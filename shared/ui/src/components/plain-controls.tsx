import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useTranslation } from '@arara/i18n';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  useState,
} from 'react';
import { SvgIcon } from './svg-icon';

type Size = 'small' | 'middle' | 'large';

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** antd's `type`: the filled brand button or the outlined one. */
  type?: 'primary' | 'default';
  htmlType?: 'button' | 'submit';
  size?: Size;
  block?: boolean;
  /** Shows a spinner and ignores clicks (`aria-busy`). */
  loading?: boolean;
  children: ReactNode;
};

/**
 * antd's Button for the screens that load without antd (/login, the error screens): same
 * props, same look (BaseTheme's stylesheet), a native <button>.
 */
export function PlainButton({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  block = false,
  loading = false,
  className,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'arara-btn',
    type === 'primary' && 'arara-btn-primary',
    size === 'large' && 'arara-btn-lg',
    size === 'small' && 'arara-btn-sm',
    block && 'arara-btn-block',
    className,
  ].filter(Boolean);
  return (
    <button
      type={htmlType}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <SvgIcon icon={LoadingOutlined} spin /> : null}
      {children}
    </button>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: Exclude<Size, 'small'>;
  /** `Field`'s status: a red border while the field has an error. */
  status?: 'error' | '';
};

function inputClasses(size: TextInputProps['size'], status: TextInputProps['status']): string {
  return ['arara-input', size === 'large' && 'arara-input-lg', status && 'arara-input-error']
    .filter(Boolean)
    .join(' ');
}

/** antd's Input for the screens that load without antd; a native <input>. */
export function TextInput({ size = 'middle', status = '', className, ...rest }: TextInputProps) {
  return <input className={`${inputClasses(size, status)} ${className ?? ''}`.trim()} {...rest} />;
}

/** antd's Input.Password: the value hidden, with a button that shows it. */
export function PasswordInput({ size = 'middle', status = '', ...rest }: TextInputProps) {
  const { t } = useTranslation('common');
  const [isVisible, setVisible] = useState(false);
  return (
    <span className={`${inputClasses(size, status)} arara-affix`}>
      <input {...rest} type={isVisible ? 'text' : 'password'} />
      <button
        type="button"
        aria-label={t('password.show')}
        aria-pressed={isVisible}
        onClick={() => setVisible((visible) => !visible)}
      >
        <SvgIcon icon={isVisible ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </span>
  );
}
