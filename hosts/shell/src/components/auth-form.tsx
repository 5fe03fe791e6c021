import { Button } from '@arara/ui/core';
import { BoundForm, type BoundFormProps } from '@arara/ui/form';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from './form-alert';

type AuthFormProps<TValues extends FieldValues> = Omit<
  BoundFormProps<TValues>,
  'onSubmit' | 'fieldSize'
> & {
  /** Called with the values once the schema accepts them. */
  onValid: (values: TValues) => unknown;
  /** The last submission's failure that no field shows, above the fields. */
  failure?: ReactNode;
  failureDescription?: ReactNode;
  submitLabel: ReactNode;
  /** The request is under way: the submit button spins. */
  pending: boolean;
  /** The submit button's look: primary unless the form's action is a secondary one. */
  submitType?: 'primary' | 'default';
};

/**
 * The form of an authentication screen: its failure, its large fields (they find the form
 * without a `control`) and one wide submit button under them.
 */
export function AuthForm<TValues extends FieldValues>({
  form,
  onValid,
  failure,
  failureDescription,
  submitLabel,
  pending,
  submitType = 'primary',
  children,
  ...rest
}: AuthFormProps<TValues>) {
  return (
    <BoundForm form={form} onSubmit={form.handleSubmit(onValid)} fieldSize="large" {...rest}>
      {failure ? <FormAlert title={failure} description={failureDescription} /> : null}
      {children}
      <Button type={submitType} htmlType="submit" block size="large" loading={pending}>
        {submitLabel}
      </Button>
    </BoundForm>
  );
}
