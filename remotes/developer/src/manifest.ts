import { defineRemoteManifest } from '@arara/federation/manifest';
import en from '@arara/locales/en/developer-nav.json';
import ptBR from '@arara/locales/pt-BR/developer-nav.json';

/** What the shell needs from this remote before loading it (docs/navigation.md). */
export default defineRemoteManifest({
  prefixes: ['/development'],
  navigation: [
    {
      key: 'webhooks',
      labelKey: 'webhooks',
      path: '/development/webhooks',
      icon: 'webhooks',
      order: 90,
      // Its list is read with developer.read: a role without it (manager) would only see a refusal.
      permission: 'developer.read',
    },
  ],
  labels: { en, 'pt-BR': ptBR },
});
