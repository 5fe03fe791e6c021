export * from './endpoint';
export { firstMessageByField } from './field-messages';
export * from './br-documents';
export * from './uuid';
export * from './auth';
export * from './error';
export * from './health';
export * from './client-events';
export * from './me';
export * from './identity';
export * from './ledger';
export * from './permissions';
export * from './back-office';
export * from './admin';
export * from './admin-requests';
export * from './headers';
export * from './two-factor';
export * from './team';
export * from './pix-keys';
export * from './cards';
export * from './accounts';
export * from './br-code';
export * from './payments';
export * from './documents';
export * from './withdrawals';
export * from './counterparties';
export * from './approvals';
export * from './qr-codes';
export * from './institutions';
export * from './open-finance';
export * from './api-keys';
export * from './webhooks';
export * from './files';
export * from './compliance';
// Endpoints in files of their own: the schema modules above are imported by many screens, and
// an endpoint object (its OpenAPI texts) must reach only the bundles that call it.
export * from './admin-endpoints';
export * from './api-keys-endpoints';
export * from './public-api-endpoints';
export * from './auth-endpoints';
export * from './health-endpoints';
export * from './client-events-endpoints';
export * from './identity-endpoints';
export * from './me-endpoints';
export * from './team-endpoints';
export * from './two-factor-endpoints';
export * from './webhooks-endpoints';
export * from './compliance-endpoints';
// Back office areas (docs/back-office.md)
// area: people
export * from './admin-people';
export * from './admin-people-endpoints';

// area: merchants
export * from './admin-merchants';
export * from './admin-merchants-endpoints';

// area: providers and accounts
export * from './admin-providers';
export * from './admin-providers-endpoints';

// area: money
export * from './admin-transactions';
export * from './admin-fees';

// area: platform
export * from './admin-platform';
