import { TextField } from '@arara/ui/form';

type CodeFieldProps = {
  name: string;
  id: string;
  label: string;
  /** 'otp': 6 digits from an authenticator app; 'text': a recovery code (or either). */
  kind?: 'otp' | 'text';
};

/** An authenticator app's code: digits only, spaced out. */
const OTP_INPUT = {
  inputMode: 'numeric',
  maxLength: 6,
  style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
  normalize: (value: string) => value.replace(/\D/g, ''),
} as const;

/**
 * A one-time code input inside a BoundForm. Error messages are i18n keys of the shell's
 * `twoFactor.validation` (or the common namespace): the form lists TWO_FACTOR_NAMESPACES.
 */
export function CodeField({ kind = 'otp', ...field }: CodeFieldProps) {
  return (
    <TextField
      {...field}
      autoComplete="one-time-code"
      spellCheck={false}
      {...(kind === 'otp' ? OTP_INPUT : {})}
    />
  );
}
