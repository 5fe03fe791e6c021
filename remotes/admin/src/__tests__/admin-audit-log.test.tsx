import type { TAuditLogEntry } from '@arara/contracts';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { AuditLogPage } from '../features/audit/audit-log-page';
import { changedFields } from '../features/audit/audit-diff';
import { adminMe, signInAsAdmin } from './platform-fixtures';

setupSuiteI18n(['common', 'admin', 'period']);
afterEach(() => switchLanguage('en'));
beforeEach(signInAsAdmin);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const ADMIN_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const SESSION_ID = '5b7c2f0e-9d1a-4c3b-8e6f-1a2b3c4d5e6f';
const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';

const entry = (overrides: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  id: crypto.randomUUID(),
  actorId: ADMIN_ID,
  actorName: 'Ana Admin',
  actorEmail: 'admin@arara.dev',
  subjectUserId: null,
  merchantId: null,
  actAsSessionId: null,
  action: 'setting.update',
  method: 'PUT',
  path: '/admin/settings',
  statusCode: 200,
  ip: '127.0.0.1',
  targetType: 'setting',
  targetId: 'platform',
  details: {
    before: { defaultFeeCurrency: 'BRL', emailSenderName: null },
    after: { defaultFeeCurrency: 'USD', emailSenderName: null },
  },
  createdAt: '2026-11-26T15:00:00.000Z',
  ...overrides,
});

const ENTRIES = [
  entry({}),
  entry({
    action: 'GET /merchants/:merchantId/documents',
    method: 'GET',
    path: `/merchants/${MERCHANT_ID}/documents`,
    targetType: null,
    targetId: null,
    details: null,
    merchantId: MERCHANT_ID,
    actAsSessionId: SESSION_ID,
    subjectUserId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  }),
];

function mockAudit(entries = ENTRIES, status = 200) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/me') return jsonResponse(200, adminMe(['audit.read']));
    if (path === '/api/admin/audit-log') {
      if (status !== 200) return jsonResponse(status, apiError('INTERNAL', 'boom'));
      return jsonResponse(200, { entries, page: 1, pageSize: 20, total: entries.length });
    }
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderAudit = (at = '/admin/settings/audit') =>
  renderRoutes([{ path: '/admin/settings/audit', element: <AuditLogPage /> }], at);

const lastQuery = (api: ReturnType<typeof mockAudit>) =>
  Object.fromEntries(
    new URL(api.callsTo('/api/admin/audit-log').at(-1)?.url ?? '', 'http://localhost').searchParams,
  );

describe('/admin/settings/audit', () => {
  test('who, what, when, target and before → after of the changed fields only', async () => {
    mockAudit();
    renderAudit();
    const rows = await screen.findAllByRole('row');
    const write = rows.find((row) => row.textContent?.includes('setting.update')) as HTMLElement;
    expect(within(write).getByRole('button', { name: 'Ana Admin' })).toBeVisible();
    expect(within(write).getByText('setting')).toBeVisible();
    expect(within(write).getByText('platform')).toBeVisible();
    const changes = within(write).getByRole('list', { name: 'Before → after' });
    expect(changes).toHaveTextContent('defaultFeeCurrency: BRL → USD');
    expect(changes).not.toHaveTextContent('emailSenderName');
    const acting = rows.find((row) => row.textContent?.includes('GET /merchants')) as HTMLElement;
    expect(within(acting).getByRole('button', { name: 'Act-as session' })).toBeVisible();
  });

  test('filters go to the API and the URL: action, actor, act-as session, merchant', async () => {
    const api = mockAudit();
    const { router } = renderAudit('/admin/settings/audit?targetType=setting');
    await screen.findAllByRole('row');
    expect(lastQuery(api)).toMatchObject({ targetType: 'setting', page: '1' });
    const u = user();
    await u.type(
      screen.getByRole('searchbox', { name: 'Action (or its start)' }),
      'setting{Enter}',
    );
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ action: 'setting' }));
    await u.click(screen.getAllByRole('button', { name: 'Ana Admin' })[0] as HTMLElement);
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ actorId: ADMIN_ID }));
    await u.click(screen.getByRole('button', { name: 'Act-as session' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ actAsSessionId: SESSION_ID }));
    expect(router.state.location.search).toContain(`actAsSessionId=${SESSION_ID}`);
    expect(screen.getByText(`Act-as session: ${SESSION_ID}`)).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Merchant' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ merchantId: MERCHANT_ID }));
  });

  test('a period in the URL is sent as days', async () => {
    const api = mockAudit();
    renderAudit('/admin/settings/audit?period=custom&from=2026-11-01&to=2026-11-15');
    await screen.findAllByRole('row');
    expect(lastQuery(api)).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
  });

  test('empty and error states (pt-BR)', async () => {
    await switchLanguage('pt-BR');
    mockAudit([]);
    const first = renderAudit();
    expect(await screen.findByText('Nenhuma ação corresponde a estes filtros')).toBeVisible();
    first.unmount();
    mockAudit(ENTRIES, 500);
    renderAudit();
    expect(
      await screen.findByText(
        'Não foi possível carregar o log de auditoria, tente novamente mais tarde',
      ),
    ).toBeVisible();
  });
});

describe('changedFields', () => {
  test('a creation lists every field, a deletion every old one, an update only the changes', () => {
    expect(changedFields(null, { name: 'Ops', slug: 'ops' })).toEqual([
      { field: 'name', before: undefined, after: 'Ops' },
      { field: 'slug', before: undefined, after: 'ops' },
    ]);
    expect(changedFields({ name: 'Ops' }, null)).toEqual([
      { field: 'name', before: 'Ops', after: undefined },
    ]);
    expect(
      changedFields(
        { status: 'active', permissions: ['users.read'] },
        { status: 'active', permissions: ['users.read', 'fees.manage'] },
      ),
    ).toEqual([
      {
        field: 'permissions',
        before: ['users.read'],
        after: ['users.read', 'fees.manage'],
      },
    ]);
  });
});
