import { useTranslation } from '@arara/i18n';
import { Button, Flex, Panel } from '@arara/ui/core';
import { Modal, Steps } from '@arara/ui/form';
import { type ReactNode, useState } from 'react';

type TransferFrameProps = {
  /** Titles of the steps, in order; the last is the confirmation. */
  stepTitles: string[];
  current: number;
  children: ReactNode;
  /** The step's main action (Continue, Send); none on the confirmation. */
  primary?: ReactNode;
  onBack?: () => void;
  /** The user confirmed the discard: drop what was typed and start again. */
  onDiscard?: () => void;
};

/** A transfer's steps: header, the current step, Cancel (with a confirm dialog), Back, its action. */
export function TransferFrame({
  stepTitles,
  current,
  children,
  primary,
  onBack,
  onDiscard,
}: TransferFrameProps) {
  const { t } = useTranslation('payments');
  const [isCancelOpen, setCancelOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Steps
        current={current}
        size="small"
        items={stepTitles.map((title) => ({ title }))}
        aria-label={t('flow.stepsLabel')}
      />
      <Panel>
        {children}
        {primary || onBack || onDiscard ? (
          <Flex justify="space-between" gap={8} wrap style={{ marginTop: 8 }}>
            {onDiscard ? (
              <Button onClick={() => setCancelOpen(true)}>{t('flow.actions.cancel')}</Button>
            ) : (
              <span />
            )}
            <Flex gap={8}>
              {onBack ? <Button onClick={onBack}>{t('flow.actions.back')}</Button> : null}
              {primary}
            </Flex>
          </Flex>
        ) : null}
      </Panel>
      <Modal
        open={isCancelOpen}
        title={t('flow.cancel.title')}
        onCancel={() => setCancelOpen(false)}
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setCancelOpen(false)}>{t('flow.cancel.keep')}</Button>
            <Button
              danger
              type="primary"
              onClick={() => {
                setCancelOpen(false);
                onDiscard?.();
              }}
            >
              {t('flow.cancel.discard')}
            </Button>
          </Flex>
        }
      >
        {t('flow.cancel.message')}
      </Modal>
    </Flex>
  );
}
