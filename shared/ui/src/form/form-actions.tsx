import { Button, Flex } from '@arara/ui/core';
import type { ReactNode } from 'react';

export type FormActionsProps = {
  onCancel: () => void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** The request is under way: the submit button spins. */
  pending: boolean;
  /** The id of the form the submit button submits when it stands outside it (a drawer's footer). */
  form?: string;
};

/** A form's cancel and submit buttons, at its end. */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  form,
}: FormActionsProps) {
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="primary" htmlType="submit" form={form} loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
