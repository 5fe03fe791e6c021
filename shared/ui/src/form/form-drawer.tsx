import type { TextNamespace } from '@arara/i18n';
import { Alert, Button, Flex } from '@arara/ui/core';
import { Drawer } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormControl, type FormControlValue, FormIdPrefix } from './bound-field';
import { FormErrorNamespaces } from './error-namespaces';

/** What a page hands to a form drawer it opens. */
export type DrawerControls = { open: boolean; onClose: () => void };

export type FormDrawerProps<TValues extends FieldValues> = DrawerControls & {
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
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** The request is under way: the submit button spins. */
  pending: boolean;
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
  cancelLabel,
  submitLabel,
  pending,
  failure,
  errorNamespaces = ['common'],
  intro,
  onSubmit,
  children,
}: FormDrawerProps<TValues>) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      destroyOnHidden={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        {intro}
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <FormControl.Provider value={form.control as FormControlValue}>
          <FormIdPrefix.Provider value={formId}>
            <FormErrorNamespaces namespaces={errorNamespaces}>{children}</FormErrorNamespaces>
          </FormIdPrefix.Provider>
        </FormControl.Provider>
      </form>
    </Drawer>
  );
}
