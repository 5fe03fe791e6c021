import { getRegistry, type TBuildStamp } from '@arara/federation';
import { useTranslation } from '@arara/i18n';
import { Flex, Text } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { Tag } from '@arara/ui/layout';
import { useLoadedRemotes } from './loaded-remotes';
import { SHELL_BUILD } from './shell-build';

type AboutPanelProps = { open: boolean; onClose: () => void; shell?: TBuildStamp };

/**
 * Loaded when the About button is first pressed (about-button.tsx): the dialog comes with
 * `@arara/ui/form`, which the dashboard's pages do not otherwise need.
 *
 * What runs in this page: the shell's release, build and contract (docs/federation.md), and
 * each remote of the registry with the release and build it points at and whether it loaded.
 */
export function AboutPanel({ open, onClose, shell = SHELL_BUILD }: AboutPanelProps) {
  const { t } = useTranslation('shell');
  const loaded = useLoadedRemotes();
  const remotes = Object.entries(getRegistry()).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('about.title')}>
      <Flex vertical gap={16}>
        <section aria-label={t('about.shell')}>
          <Text strong>{t('about.shell')}</Text>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
            <dt>{t('about.version')}</dt>
            <dd style={{ margin: 0 }}>{shell.version}</dd>
            <dt>{t('about.buildId')}</dt>
            <dd style={{ margin: 0 }}>{shell.buildId}</dd>
            <dt>{t('about.contract')}</dt>
            <dd style={{ margin: 0 }}>{shell.contract}</dd>
          </dl>
        </section>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'start' }}>
            <Text strong>{t('about.remotes')}</Text>
          </caption>
          <thead>
            <tr style={{ textAlign: 'start' }}>
              <th scope="col">{t('about.remote')}</th>
              <th scope="col">{t('about.version')}</th>
              <th scope="col">{t('about.buildId')}</th>
              <th scope="col">{t('about.status')}</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map(([name, remote]) => (
              <tr key={name}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                  {name}
                </th>
                <td>{remote.version}</td>
                <td>{remote.buildId}</td>
                <td>
                  {loaded.includes(name) ? (
                    <Tag color="success">{t('about.loaded')}</Tag>
                  ) : (
                    <Tag>{t('about.notLoaded')}</Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Flex>
    </Modal>
  );
}
