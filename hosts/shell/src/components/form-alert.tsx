import { Alert } from '@arara/ui/core';
import type { ReactNode } from 'react';

type FormAlertProps = {
  type?: 'error' | 'success';
  title: ReactNode;
  description?: ReactNode;
};

/** The outcome of a form's last submission, above its fields. */
export function FormAlert({ type = 'error', title, description }: FormAlertProps) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={description}
      style={{ marginBottom: 16 }}
    />
  );
}
