import { textFor, useTranslation } from '@arara/i18n';
import { PlainButton } from './plain-controls';
import { StatusScreen } from './status-screen';

type ErrorScreenProps = {
  /** Translation keys of the title and message (namespace common). */
  titleKey?: string;
  messageKey?: string;
  /** Shown as "try again" only when the failure can be reset. */
  onReset?: () => void;
};

/** The generic rendering-failure screen of docs/requirements/ui-conventions.md "Error screens": title, message, reload, try again. */
export function ErrorScreen({
  titleKey = 'errorScreen.title',
  messageKey = 'errorScreen.message',
  onReset,
}: ErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      status="error"
      title={textFor(t)(titleKey)}
      message={textFor(t)(messageKey)}
      actions={
        <>
          <PlainButton type="primary" onClick={() => window.location.reload()}>
            {t('errorScreen.reload')}
          </PlainButton>
          {onReset ? (
            <PlainButton onClick={onReset}>{t('errorScreen.tryAgain')}</PlainButton>
          ) : null}
        </>
      }
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
