import { useTranslation } from '@arara/i18n';
import { Button, Result } from 'antd';

type ErrorScreenProps = {
  /** Translation keys of the title and message (namespace common). */
  titleKey?: string;
  messageKey?: string;
  /** Shown as "try again" only when the failure can be reset. */
  onReset?: () => void;
};

/** The generic rendering-failure screen of spec §2: title, message, reload, try again. */
export function ErrorScreen({
  titleKey = 'errorScreen.title',
  messageKey = 'errorScreen.message',
  onReset,
}: ErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="error"
      title={t(titleKey)}
      subTitle={t(messageKey)}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('errorScreen.reload')}
        </Button>,
        onReset ? (
          <Button key="retry" onClick={onReset}>
            {t('errorScreen.tryAgain')}
          </Button>
        ) : null,
      ]}
    />
  );
}

/** Per page: the part of the screen that failed, inside the layout. */
export function PageLoadError({ onReset }: { onReset?: () => void }) {
  return (
    <ErrorScreen
      titleKey="pageError.title"
      messageKey="pageError.message"
      {...(onReset ? { onReset } : {})}
    />
  );
}
