import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { copyText } from '@/lib/copy';
import { Input } from '@arara/ui/input';

type Props = {
  /** The secret to show; the modal is closed without one. */
  secret: string | null;
  title: string;
  /** The label of the secret's field ("API key", "Signing secret"). */
  label: string;
  /** Shown when the clipboard refuses. */
  copyFailedText: string;
  onClose: () => void;
};

/**
 * A secret the API returns once (an API key, a webhook's signing secret): shown with a copy
 * button and a warning that it cannot be read again, since the API keeps only its hash.
 */
export function SecretModal({ secret, title, label, copyFailedText, onClose }: Props) {
  const { t } = useTranslation('developer');
  return (
    <Modal
      open={secret !== null}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('secret.warning')} />
        <label htmlFor="developer-secret">{label}</label>
        <Input.TextArea
          id="developer-secret"
          value={secret ?? ''}
          readOnly
          rows={3}
          style={{ fontFamily: 'monospace' }}
        />
        <Button
          onClick={() =>
            secret && void copyText(secret, { copied: t('secret.copied'), failed: copyFailedText })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {t('secret.copy')}
        </Button>
      </Flex>
    </Modal>
  );
}
