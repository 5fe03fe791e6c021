import { defineRemoteManifest } from '@arara/federation/manifest';
import en from '@arara/locales/en/payments-nav.json';
import ptBR from '@arara/locales/pt-BR/payments-nav.json';

/** What the shell needs from this remote before loading it (docs/navigation.md). */
export default defineRemoteManifest({
  prefixes: [
    '/pix',
    '/between-accounts',
    '/withdrawal',
    '/approvals',
    '/initiation',
    '/counterparties',
  ],
  // The receipt of a Pix transfer, opened from a link without a session.
  publicPaths: ['/pix/:transactionId'],
  navigation: [
    {
      key: 'counterparties',
      labelKey: 'counterparties',
      path: '/counterparties',
      icon: 'counterparties',
      order: 30,
    },
    {
      key: 'initiation',
      labelKey: 'initiation',
      icon: 'initiation',
      order: 50,
      children: [
        { key: 'qrcodes', labelKey: 'qrCodes', path: '/initiation/qrcodes', order: 10 },
        {
          key: 'open-finance',
          labelKey: 'openFinance',
          path: '/initiation/open-finance',
          order: 20,
        },
      ],
    },
  ],
  labels: { en, 'pt-BR': ptBR },
});
