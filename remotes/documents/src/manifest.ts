import { defineRemoteManifest } from '@arara/federation/manifest';
import en from '@arara/locales/en/documents-nav.json';
import ptBR from '@arara/locales/pt-BR/documents-nav.json';

/** What the shell needs from this remote before loading it (docs/navigation.md). */
export default defineRemoteManifest({
  prefixes: ['/documents'],
  navigation: [
    {
      key: 'documents',
      labelKey: 'documents',
      icon: 'documents',
      order: 20,
      children: [
        { key: 'documents-in', labelKey: 'documentsIn', path: '/documents/entries', order: 10 },
        { key: 'documents-out', labelKey: 'documentsOut', path: '/documents/out', order: 20 },
        {
          key: 'documents-returns',
          labelKey: 'documentsReturns',
          path: '/documents/returns',
          order: 30,
        },
        {
          key: 'documents-transfers',
          labelKey: 'documentsTransfers',
          path: '/documents/transfers',
          order: 40,
        },
      ],
    },
  ],
  labels: { en, 'pt-BR': ptBR },
});
