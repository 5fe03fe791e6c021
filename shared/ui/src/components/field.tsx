import { useBaseToken } from '../theme/base-tokens';
import type { ReactNode } from 'react';

/** What a Field hands to its control so that label, state and message are wired up. */
export type FieldControlProps = {
  id: string;
  status: 'error' | '';
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  /** The control's id; the label points at it. */
  id: string;
  /** Omitted for controls that carry their own label (a checkbox). */
  label?: ReactNode;
  /** The translated message of the field's error; the control turns red when present. */
  error?: ReactNode;
  /** A hint shown under the control while there is no error. */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form control with its error message, for react-hook-form forms. The message is
 * the control's accessible description, so it is read when the invalid field gets focus. It replaces
 * antd's Form.Item (whose module brings rc-field-form and async-validator, which a
 * react-hook-form + zod form never uses) and keeps antd's look.
 */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const token = useBaseToken();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div style={{ marginBottom: token.marginLG }}>
      {label ? (
        <label
          htmlFor={id}
          style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
        >
          {label}
        </label>
      ) : null}
      {children({
        id,
        status: error ? 'error' : '',
        'aria-invalid': Boolean(error),
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <div
          id={messageId}
          style={{
            color: error ? token.colorError : token.colorTextDescription,
            marginTop: token.marginXXS,
          }}
        >
          {message}
        </div>
      ) : null}
    </div>
  );
}
