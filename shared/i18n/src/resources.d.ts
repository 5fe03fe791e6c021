// The English texts are the reference: every namespace and key an app may pass to `t` is
// typed from them, so `t('unknown.key')` fails the type check (i18next CustomTypeOptions).
import type accounts from '@arara/locales/en/accounts.json';
import type admin from '@arara/locales/en/admin.json';
import type common from '@arara/locales/en/common.json';
import type compliance from '@arara/locales/en/compliance.json';
import type developer from '@arara/locales/en/developer.json';
import type documents from '@arara/locales/en/documents.json';
import type payments from '@arara/locales/en/payments.json';
import type period from '@arara/locales/en/period.json';
import type shell from '@arara/locales/en/shell.json';
import type team from '@arara/locales/en/team.json';
import type twoFactor from '@arara/locales/en/two-factor.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accounts: typeof accounts;
      admin: typeof admin;
      common: typeof common;
      compliance: typeof compliance;
      developer: typeof developer;
      documents: typeof documents;
      payments: typeof payments;
      period: typeof period;
      shell: typeof shell;
      team: typeof team;
      twoFactor: typeof twoFactor;
    };
  }
}
