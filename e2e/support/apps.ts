export const API_URL = 'http://localhost:4000';
export const SHELL_URL = 'http://localhost:3000';

export const APPS = [
  { name: 'shell', dir: 'hosts/shell', port: 3000 },
  { name: 'payments', dir: 'remotes/payments', port: 3001 },
  { name: 'accounts', dir: 'remotes/accounts', port: 3002 },
  { name: 'documents', dir: 'remotes/documents', port: 3003 },
  { name: 'compliance', dir: 'remotes/compliance', port: 3004 },
  { name: 'developer', dir: 'remotes/developer', port: 3005 },
  { name: 'admin', dir: 'remotes/admin', port: 3006 },
] as const;

/** The demo credentials the API seeds on a fresh database (also in the README). */
export const DEMO_USER = { email: 'demo@arara.dev', password: 'Arara@2026' };
