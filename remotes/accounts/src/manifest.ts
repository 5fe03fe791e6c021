import { defineRemoteManifest } from '@arara/federation/manifest';
import en from '@arara/locales/en/accounts-nav.json';
import ptBR from '@arara/locales/pt-BR/accounts-nav.json';

/** What the shell needs from this remote before loading it (docs/navigation.md). */
export default defineRemoteManifest({
  prefixes: ['/', '/accounts', '/cards'],
  navigation: [
    { key: 'home', labelKey: 'home', path: '/', icon: 'home', order: 10 },
    {
      key: 'accounts',
      labelKey: 'accounts',
      icon: 'accounts',
      order: 60,
      children: [
        {
          key: 'bank-accounts',
          labelKey: 'bankAccounts',
          path: '/accounts/bank-account',
          order: 10,
        },
        {
          key: 'virtual-accounts',
          labelKey: 'virtualAccounts',
          path: '/accounts/virtual',
          order: 20,
        },
        { key: 'extract', labelKey: 'extract', path: '/accounts/extract', order: 30 },
      ],
    },
    {
      key: 'cards',
      labelKey: 'cards',
      icon: 'cards',
      order: 70,
      children: [
        { key: 'cards-overview', labelKey: 'cardsOverview', path: '/cards/overview', order: 10 },
        { key: 'cards-listing', labelKey: 'cardsListing', path: '/cards/listing', order: 20 },
        { key: 'cards-extract', labelKey: 'cardsExtract', path: '/cards/extract', order: 30 },
        {
          key: 'cards-transactions',
          labelKey: 'cardsTransactions',
          path: '/cards/transactions',
          order: 40,
        },
      ],
    },
  ],
  labels: { en, 'pt-BR': ptBR },
});
