import { defineRemoteManifest } from '@arara/federation/manifest';
import en from '@arara/locales/en/compliance-nav.json';
import ptBR from '@arara/locales/pt-BR/compliance-nav.json';

/** What the shell needs from this remote before loading it (docs/navigation.md). */
export default defineRemoteManifest({
  prefixes: ['/onboarding', '/kyc', '/infractions', '/compliance'],
  navigation: [
    {
      key: 'infractions',
      labelKey: 'infractions',
      path: '/infractions',
      icon: 'infractions',
      order: 40,
    },
    {
      key: 'compliance-disputes',
      labelKey: 'complianceDisputes',
      path: '/compliance/disputes',
      icon: 'compliance',
      order: 80,
    },
  ],
  labels: { en, 'pt-BR': ptBR },
});
