import { useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';
import { InfoCircleOutlined, Tooltip } from '@arara/ui/layout';
import { lazy, Suspense, useState } from 'react';

// The dialog and antd's modal load with the first press, not with every page of the dashboard
// (docs/benchmarks.md, "Largest modules on the signed-in /").
const AboutPanel = lazy(async () => ({ default: (await import('./about-dialog')).AboutPanel }));

/** The header's About button and the panel it opens. */
export function AboutButton() {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first press on, so that closing plays the dialog's animation.
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('about.open')}>
        <Button
          icon={<InfoCircleOutlined />}
          aria-label={t('about.open')}
          onClick={() => {
            setWasOpened(true);
            setIsOpen(true);
          }}
        />
      </Tooltip>
      {wasOpened && (
        <Suspense fallback={null}>
          <AboutPanel open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
