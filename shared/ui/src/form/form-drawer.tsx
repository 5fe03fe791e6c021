import type { TextNamespace } from '@arara/i18n';
import { Alert } from '@arara/ui/core';
import { Drawer } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BoundForm } from './bound-form';
import { FormActions, type FormActionsProps } from './form-actions';

/** What a page hands to a form drawer it opens. */
export type DrawerControls = { open: boolean; onClose: () => void };

export type FormDrawerProps<TValues extends FieldValues> = DrawerControls &
  Pick<FormActionsProps, 'cancelLabel' | 'submitLabel' | 'pending'> & {
    /** The drawer's form: its bound fields find it without a `control`. */
    form: UseFormReturn<TValues>;
    title: ReactNode;
    /**
     * The form's id: the footer's submit button sits outside the form and names it; the fields'
     * ids start with it (`<formId>-<name>`) unless given their own.
     */
    formId: string;
    /** Drawer width in pixels. */
    size?: number;
    /** A failure no field names, translated: shown above the fields. */
    failure?: ReactNode;
    /** Namespaces of the fields' error keys (see FormErrorNamespaces). */
    errorNamespaces?: readonly TextNamespace[];
    /** Shown above the failure and the fields (a short explanation). */
    intro?: ReactNode;
    onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    children: ReactNode;
  };

/**
 * A create / edit form in a side drawer: title, the fields, a failure alert, and a footer with
 * cancel and submit. It keeps its fields while closed, so a reopened form shows what was typed.
 */
export function FormDrawer<TValues extends FieldValues>({
  form,
  open,
  onClose,
  title,
  formId,
  size = 440,
  failure,
  errorNamespaces = ['common'],
  intro,
  onSubmit,
  children,
  ...actions
}: FormDrawerProps<TValues>) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      destroyOnHidden={false}
      footer={<FormActions {...actions} onCancel={onClose} form={formId} />}
    >
      <BoundForm
        id={formId}
        idPrefix={formId}
        form={form}
        onSubmit={onSubmit}
        errorNamespaces={errorNamespaces}
      >
        {intro}
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        {children}
      </BoundForm>
    </Drawer>
  );
}
