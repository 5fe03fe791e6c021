import type { RemoteRoute } from '@arara/federation/remote';

const VIRTUAL = { titleKey: 'virtualAccounts.title', path: '/accounts/virtual' };
const EXTRACT = { titleKey: 'extract.title', path: '/accounts/extract' };
const BANK = { titleKey: 'bankAccounts.title', path: '/accounts/bank-account' };
const CARDS = { titleKey: 'cards.title' };

/** Spec §2 routes owned by accounts; page contents arrive with the accounts issue. */
export const routes: RemoteRoute[] = [
  { path: '', page: { titleKey: 'home.title', descriptionKey: 'home.description' } },
  {
    path: 'accounts/virtual',
    page: { titleKey: 'virtualAccounts.title', descriptionKey: 'virtualAccounts.description' },
  },
  {
    path: 'accounts/virtual/:id',
    page: { titleKey: 'virtualAccountDetail.title', parents: [VIRTUAL] },
  },
  { path: 'accounts/virtual/pix-keys', redirectTo: '/accounts/virtual' },
  {
    path: 'accounts/virtual/pix-keys/:id',
    page: { titleKey: 'pixKeyDetail.title', parents: [VIRTUAL] },
  },
  {
    path: 'accounts/extract',
    page: { titleKey: 'extract.title', descriptionKey: 'extract.description' },
  },
  { path: 'accounts/extract/:id', page: { titleKey: 'extractEntry.title', parents: [EXTRACT] } },
  {
    path: 'accounts/bank-account',
    page: { titleKey: 'bankAccounts.title', descriptionKey: 'bankAccounts.description' },
  },
  {
    path: 'accounts/bank-account/:id',
    page: { titleKey: 'bankAccountDetail.title', parents: [BANK] },
  },
  {
    path: 'cards/overview',
    page: {
      titleKey: 'cardsOverview.title',
      descriptionKey: 'cardsOverview.description',
      parents: [CARDS],
    },
  },
  {
    path: 'cards/listing',
    page: {
      titleKey: 'cardsListing.title',
      descriptionKey: 'cardsListing.description',
      parents: [CARDS],
    },
  },
  {
    path: 'cards/extract',
    page: {
      titleKey: 'cardsExtract.title',
      descriptionKey: 'cardsExtract.description',
      parents: [CARDS],
    },
  },
  {
    path: 'cards/transactions',
    page: {
      titleKey: 'cardsTransactions.title',
      descriptionKey: 'cardsTransactions.description',
      parents: [CARDS],
    },
  },
];
