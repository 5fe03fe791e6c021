import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { SettingsPage } from '../features/settings/settings-page';
import { adminMe, signInAsAdmin } from './platform-fixtures';

setupSuiteI18n(['common', 'admin']);
afterEach(() => switchLanguage('en'));
beforeEach(signInAsAdmin);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const UNSET = { defaultFeeCurrency: 'BRL', emailSenderName: null, updatedAt: null };

function mockSettings({
  permissions = ['settings.manage', 'audit.read'] as Parameters<typeof adminMe>[0],
  save,
}: {
  permissions?: Parameters<typeof adminMe>[0];
  save?: (body: unknown) => Response;
} = {}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/me') return jsonResponse(200, adminMe(permissions));
    if (path === '/api/admin/settings' && call.method === 'GET') return jsonResponse(200, UNSET);
    if (path === '/api/admin/settings' && call.method === 'PUT') {
      return (
        save?.(call.body) ??
        jsonResponse(200, { ...(call.body as object), updatedAt: '2026-11-26T15:00:00.000Z' })
      );
    }
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderSettings = () =>
  renderRoutes(
    [
      {
        path: '/admin/settings',
        element: <SettingsPage />,
      },
    ],
    '/admin/settings',
  );

describe('/admin/settings', () => {
  test('saves the currency and the sender name, with a success toast', async () => {
    const api = mockSettings();
    renderSettings();
    const name = await screen.findByRole('textbox', { name: 'E-mail sender name' });
    expect(name).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Open the audit log' })).toHaveAttribute(
      'href',
      '/admin/settings/audit',
    );
    const u = user();
    await u.click(screen.getByRole('combobox', { name: 'Default fee currency' }));
    await u.click(await screen.findByText('USD — US dollar'));
    await u.type(name, 'Arara Pagamentos');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved successfully');
    expect(api.callsTo('/api/admin/settings').find((c) => c.method === 'PUT')?.body).toEqual({
      defaultFeeCurrency: 'USD',
      emailSenderName: 'Arara Pagamentos',
    });
    expect(await screen.findByText(/Last changed/)).toBeVisible();
  });

  test('a sender name with quotes is refused here; the API field errors land on the field (pt-BR)', async () => {
    await switchLanguage('pt-BR');
    const api = mockSettings({
      save: () =>
        jsonResponse(
          400,
          apiError('VALIDATION_ERROR', 'Invalid', {
            emailSenderName: 'admin:platform.errors.senderNameTooLong',
          }),
        ),
    });
    renderSettings();
    const name = await screen.findByRole('textbox', { name: 'Nome do remetente dos e-mails' });
    const u = user();
    await u.type(name, 'Bad "name"');
    await u.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(
      await screen.findByText(
        'Aspas, sinais de menor e maior, barras invertidas e quebras de linha não são permitidos',
      ),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('/api/admin/settings').filter((c) => c.method === 'PUT')).toHaveLength(0);

    await u.clear(name);
    await u.type(name, 'Arara');
    await u.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Use no máximo 100 caracteres')).toBeVisible();
  });

  test('a failed save shows the error toast', async () => {
    mockSettings({ save: () => jsonResponse(500, apiError('INTERNAL', 'boom')) });
    renderSettings();
    await screen.findByRole('textbox', { name: 'E-mail sender name' });
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findAllByText('Error saving the settings')).not.toHaveLength(0);
  });

  test('a profile without settings.manage sees "no permission" instead of the form', async () => {
    const api = mockSettings({ permissions: ['merchants.read'] });
    renderSettings();
    expect(await screen.findByText('You do not have permission to open this page')).toBeVisible();
    expect(screen.getByText(/lacks the permission settings\.manage/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await waitFor(() => expect(api.callsTo('/api/admin/me')).toHaveLength(1));
    expect(api.callsTo('/api/admin/settings')).toHaveLength(0);
  });
});
