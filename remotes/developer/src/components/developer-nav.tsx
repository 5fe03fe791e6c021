import { useTranslation } from '@arara/i18n';
import { Segmented } from '@arara/ui/layout';
import { useLocation, useNavigate } from 'react-router-dom';

const SECTIONS = ['webhooks', 'events', 'logs', 'api-keys'] as const;
type Section = (typeof SECTIONS)[number];

const TITLE_KEYS = {
  webhooks: 'webhooks.title',
  events: 'events.title',
  logs: 'logs.title',
  'api-keys': 'apiKeys.title',
} as const satisfies Record<Section, string>;

/**
 * The four developer pages side by side (the sidebar links only to webhooks): a developer goes
 * from a key to its requests, or from a webhook to its events, in one click.
 */
export function DeveloperNav() {
  const { t } = useTranslation('developer');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(`/development/${section}`));
  return (
    <nav aria-label={t('development.title')}>
      <Segmented<Section>
        value={current}
        onChange={(section) => navigate(`/development/${section}`)}
        options={SECTIONS.map((section) => ({ value: section, label: t(TITLE_KEYS[section]) }))}
      />
    </nav>
  );
}
