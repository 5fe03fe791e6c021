import { useTwoFactorTranslation } from '../i18n';
import { Button, Flex, Space, toast } from '@arara/ui/core';
import { FormAlert } from '@/components/form-alert';

type RecoveryCodesProps = {
  codes: string[];
  /** The label of the button that leaves this screen (it is shown once). */
  continueLabel: string;
  onContinue: () => void;
};

/** The recovery codes, shown once after two-factor is turned on: copy or download them. */
export function RecoveryCodes({ codes, continueLabel, onContinue }: RecoveryCodesProps) {
  const { t } = useTwoFactorTranslation();
  const text = `${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('twoFactor.recoveryCodes.copied')),
      () => toast.error(t('twoFactor.recoveryCodes.copyError')),
    );

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.recoveryCodes.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <FormAlert
        type="success"
        title={t('twoFactor.recoveryCodes.title')}
        description={t('twoFactor.recoveryCodes.message')}
      />
      <ul
        aria-label={t('twoFactor.recoveryCodes.title')}
        style={{
          columns: 2,
          fontFamily: 'monospace',
          fontSize: 16,
          listStyle: 'none',
          margin: '0 0 16px',
          padding: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex vertical gap={12}>
        <Space wrap>
          <Button onClick={copy}>{t('twoFactor.recoveryCodes.copy')}</Button>
          <Button onClick={download}>{t('twoFactor.recoveryCodes.download')}</Button>
        </Space>
        <Button type="primary" block size="large" onClick={onContinue}>
          {continueLabel}
        </Button>
      </Flex>
    </div>
  );
}
