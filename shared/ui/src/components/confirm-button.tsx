import { Button, Popconfirm } from 'antd';

export type ConfirmButtonProps = {
  /** The button's text, also the confirmation's "yes". */
  label: string;
  /** The question the confirmation asks ("Revoke this key?"). */
  question: string;
  /** What follows, under the question (calls stop working, …). */
  description?: string;
  /** The confirmation's "no". */
  cancelLabel: string;
  /**
   * Runs once confirmed. Its failure is the caller's to report (a toast): a rejected promise is
   * not left unhandled.
   */
  onConfirm: () => unknown;
  /** The request it started is running: the button spins. */
  pending?: boolean;
  /** A removal or a revocation: red. */
  danger?: boolean;
};

/**
 * A small table-row action that asks first: removing a member, a rule or a webhook, revoking a
 * key cannot be undone.
 */
export function ConfirmButton({
  label,
  question,
  description,
  cancelLabel,
  onConfirm,
  pending,
  danger,
}: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={question}
      description={description}
      okText={label}
      okButtonProps={{ danger }}
      cancelText={cancelLabel}
      onConfirm={() => {
        const result = onConfirm();
        if (result instanceof Promise) result.catch(() => undefined);
      }}
    >
      <Button size="small" danger={danger} loading={pending}>
        {label}
      </Button>
    </Popconfirm>
  );
}
