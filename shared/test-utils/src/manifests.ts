import { defineRemoteManifest } from '@arara/federation/manifest';
import accountsEn from '@arara/locales/en/accounts-nav.json';
import accountsPtBR from '@arara/locales/pt-BR/accounts-nav.json';
import paymentsEn from '@arara/locales/en/payments-nav.json';
import paymentsPtBR from '@arara/locales/pt-BR/payments-nav.json';
import documentsEn from '@arara/locales/en/documents-nav.json';
import documentsPtBR from '@arara/locales/pt-BR/documents-nav.json';
import complianceEn from '@arara/locales/en/compliance-nav.json';
import compliancePtBR from '@arara/locales/pt-BR/compliance-nav.json';
import developerEn from '@arara/locales/en/developer-nav.json';
import developerPtBR from '@arara/locales/pt-BR/developer-nav.json';

/**
 * The six remotes' `./manifest`s as data, for the shell's tests (which may not import a
 * remote): `mockRemotes` serves them, and each remote's manifest test checks that its real
 * manifest is the one here, so the shell is tested against what the remotes declare.
 */
export const REMOTE_MANIFESTS = {
  accounts: defineRemoteManifest({
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
    labels: { en: accountsEn, 'pt-BR': accountsPtBR },
  }),
  payments: defineRemoteManifest({
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
    labels: { en: paymentsEn, 'pt-BR': paymentsPtBR },
  }),
  documents: defineRemoteManifest({
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
    labels: { en: documentsEn, 'pt-BR': documentsPtBR },
  }),
  compliance: defineRemoteManifest({
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
    labels: { en: complianceEn, 'pt-BR': compliancePtBR },
  }),
  developer: defineRemoteManifest({
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
    labels: { en: developerEn, 'pt-BR': developerPtBR },
  }),
  admin: defineRemoteManifest({
    prefixes: ['/admin'],
    layout: 'own',
  }),
};
