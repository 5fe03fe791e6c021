import { Button } from '@arara/ui/core';
import { Popconfirm } from '@arara/ui/layout';

type ConfirmDeleteProps = {
  /** The button's text, and the confirmation's. */
  label: string;
  /** The question the confirmation asks. */
  question: string;
  cancelLabel: string;
  /** Runs once confirmed; its failure is the caller's to report (a toast). */
  onConfirm: () => Promise<unknown>;
};

/** A small red button of a table row that removes it once the user confirms. */
export function ConfirmDelete({ label, question, cancelLabel, onConfirm }: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={question}
      okText={label}
      cancelText={cancelLabel}
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
