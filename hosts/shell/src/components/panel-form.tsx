import { Panel } from '@arara/ui/core';
import { BoundForm, type BoundFormProps, FormActions, type FormActionsProps } from '@arara/ui/form';
import type { CSSProperties, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from './form-alert';

type PanelFormProps<TValues extends FieldValues> = Omit<
  BoundFormProps<TValues>,
  'aria-label' | 'fieldSize'
> &
  Omit<FormActionsProps, 'form'> & {
    /** The panel's title, which also names the form. */
    title: string;
    /** The panel's width at the most, in pixels. */
    width?: number;
    style?: CSSProperties;
    /** The last submission's failure that no field shows, above the fields. */
    failure?: ReactNode;
  };

/**
 * A form opened in a panel above a page (add a merchant, invite, an approval rule): its title
 * names it; failure, large fields, then cancel and submit.
 */
export function PanelForm<TValues extends FieldValues>({
  title,
  width = 560,
  style,
  failure,
  onCancel,
  cancelLabel,
  submitLabel,
  pending,
  children,
  ...form
}: PanelFormProps<TValues>) {
  return (
    <Panel title={title} style={{ maxWidth: width, ...style }}>
      <BoundForm aria-label={title} fieldSize="large" {...form}>
        {failure ? <FormAlert title={failure} /> : null}
        {children}
        <FormActions
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          pending={pending}
        />
      </BoundForm>
    </Panel>
  );
}
